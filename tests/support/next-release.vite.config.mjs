// The renderer's own build config (JavaScript: loaded by Vite, not type-checked with the tests)
// plus one code change: the next release of the end-to-end test
// that a tab opened on the previous release must survive (tests/e2e/release-resilience.spec.ts).
import { mergeConfig } from 'vite';
import base from '../../renderer/vite.config';

/** @type {import('vite').Plugin} */
const nextRelease = {
  name: 'e2e:next-release',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]renderer[\\/]src[\\/]main\.tsx$/.test(id)) return null;
    return {
      code: `${code}\nglobalThis.alinhavoNext = 2;\n`,
      map: null,
    };
  },
};

export default mergeConfig(base, { plugins: [nextRelease] });
