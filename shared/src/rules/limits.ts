/** Business constants of spec §9 and DESIGN §9.8, in one place. */
export const LIMITS = {
  accessTokenSeconds: 60 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
  passwordMin: 6,
  verificationCodeLength: 5,
  verificationCodeTtlSeconds: 10 * 60,
  verificationCodeMaxAttempts: 5,
  resendCooldownSeconds: 60,
  resetCodeTtlSeconds: 60 * 60,
  resetRedirectMs: 3000,
  logoutDelayMs: 100,
  toastMs: 5000,
  toastShortMs: 3000,
  /**
   * Password guessing (DESIGN §9.15): no lock ever refuses the owner's right password. After
   * this many wrong ones from one (account, address) pair, that pair waits 2, 4, 8 … seconds
   * before its next try, up to the cap; the pair forgets after a quiet day.
   */
  signInFreeFailures: 3,
  signInMaxWaitSeconds: 15 * 60,
  signInPairMemoryHours: 24,
  /** Wrong passwords per hour from addresses the account never signed in from, all together. */
  signInStrangerFailuresPerHour: 20,
  /** Wrong passwords in an hour that e-mail the owner (once an hour at most). */
  signInAlertFailures: 10,
  emailMax: 254,
  passwordMax: 128,
  fullNameMax: 150,
} as const;

/**
 * The most rows a device answers a list from by itself (DESIGN §7). A reset sends the
 * newest this many plus one: a device that received no more than this holds the whole list (500
 * demands are a whole list; 501 are not), and a change answer carries at most this many.
 */
export const SYNC_MAX_ROWS = 500;

/** Whether a reset answer of `received` rows is the whole list (see SYNC_MAX_ROWS). */
export const isWholeList = (received: number) => received <= SYNC_MAX_ROWS;
