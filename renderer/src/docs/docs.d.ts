declare module '*.md?doc' {
  // An ambient module cannot import a relative file; the type is named inline instead.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const doc: import('./types').Doc;
  export default doc;
}
