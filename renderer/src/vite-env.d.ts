interface ImportMetaEnv {
  /** The web build's release id (vite.config.ts); absent in development and tests. */
  readonly VITE_RELEASE_ID?: string;
}
