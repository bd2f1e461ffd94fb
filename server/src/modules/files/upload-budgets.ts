interface Person {
  /** Uploads of this person running in this process. */
  active: number;
  /** Bytes those uploads have received and not yet stored or given back. */
  inFlight: number;
  /** Bytes stored by uploads that finished while others of theirs ran, by when they finished. */
  settled: { seq: number; bytes: number }[];
}

/**
 * One person's daily upload budget as this process sees it while their uploads run in parallel.
 * Each upload reads the bytes already stored once, when it starts; an upload of theirs that
 * finishes after that read is not in it, and its bytes leave the in-flight count, so without
 * `settled` a third parallel upload could pass the budget the other two had used up.
 * Forgotten when the person's last upload ends: the next one reads the database afresh.
 */
export class UploadBudgets {
  private readonly people = new Map<string, Person>();
  private seq = 0;

  begin(userId: string): void {
    const person = this.people.get(userId) ?? { active: 0, inFlight: 0, settled: [] };
    person.active += 1;
    this.people.set(userId, person);
  }

  /** Taken before reading the stored bytes: what settles after it is not in that read. */
  mark(): number {
    return this.seq;
  }

  /** Bytes this person's uploads hold in flight, plus those stored after `mark`. */
  pending(userId: string, mark: number): number {
    const person = this.people.get(userId);
    if (!person) return 0;
    return person.settled.reduce((sum, s) => (s.seq > mark ? sum + s.bytes : sum), person.inFlight);
  }

  add(userId: string, bytes: number): void {
    const person = this.people.get(userId);
    if (person) person.inFlight += bytes;
  }

  /** An upload's bytes are stored: out of flight, into what later-starting reads already see. */
  settle(userId: string, bytes: number): void {
    const person = this.people.get(userId);
    if (!person) return;
    person.inFlight -= bytes;
    this.seq += 1;
    person.settled.push({ seq: this.seq, bytes });
  }

  /** The upload ended; `bytes` it still held go back. */
  end(userId: string, bytes: number): void {
    const person = this.people.get(userId);
    if (!person) return;
    person.inFlight -= bytes;
    person.active -= 1;
    if (person.active <= 0) this.people.delete(userId);
  }
}
