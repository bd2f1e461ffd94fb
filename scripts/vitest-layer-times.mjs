// A Vitest reporter for `npm test`: per project, how many files ran, the time from its first file
// starting to its last ending, and the files' summed time (import, setup and tests). Writes JSON
// to LAYER_TIMES_FILE; scripts/test.mjs prints it beside the closing line.
import fs from 'node:fs';

export default class LayerTimes {
  projects = new Map();

  entry(module) {
    const name = module.project.name || 'vitest';
    let entry = this.projects.get(name);
    if (!entry) {
      entry = { files: 0, first: Infinity, last: 0, busyMs: 0 };
      this.projects.set(name, entry);
    }
    return entry;
  }

  onTestModuleStart(module) {
    const entry = this.entry(module);
    entry.first = Math.min(entry.first, Date.now());
  }

  onTestModuleEnd(module) {
    const entry = this.entry(module);
    const d = module.diagnostic();
    entry.files += 1;
    entry.last = Math.max(entry.last, Date.now());
    entry.busyMs +=
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
    entry.busyMs += d.duration;
  }

  onTestRunEnd() {
    const file = process.env.LAYER_TIMES_FILE;
    if (!file) return;
    const out = {};
    for (const [name, e] of this.projects) {
      out[name] = {
        files: e.files,
        spanMs: e.files ? e.last - e.first : 0,
        busyMs: Math.round(e.busyMs),
      };
    }
    fs.writeFileSync(file, JSON.stringify(out));
  }
}
