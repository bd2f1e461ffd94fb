/**
 * Reads until `ok` holds, for what the app finishes after answering (notifications, removed
 * files): no fixed sleep to guess, and a deadline generous enough for a loaded machine.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`a condição não se cumpriu em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
