/** A Markdown document as the build turns it into data (vite-plugin.ts): `import doc from './x.md?doc'`. */
export interface DocQuestion {
  id: string;
  /** A `###` heading: a question of the help centre. */
  question: string;
  html: string;
  /** The answer without markup, for the page's search. */
  text: string;
}

export interface DocSection {
  id: string;
  /** A `##` heading: a category of the help centre, a section of a legal page. */
  title: string;
  /** What the section says before its first question. */
  html: string;
  text: string;
  questions: DocQuestion[];
}

export interface Doc {
  /** The `#` heading. */
  title: string;
  /** What comes before the first section, and the same without markup. */
  html: string;
  text: string;
  sections: DocSection[];
}
