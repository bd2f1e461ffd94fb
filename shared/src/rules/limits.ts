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
  loginFailuresBeforeLock: 5,
  accountLockMinutes: 15,
  emailMax: 254,
  passwordMax: 128,
  fullNameMax: 150,
} as const;

/**
 * The most rows one sync answer carries (DESIGN §7): a reset sends the newest this many, so a
 * device that received fewer holds the whole list and may answer it by itself (issue 12).
 */
export const SYNC_MAX_ROWS = 500;
