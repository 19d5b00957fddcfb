/** Gatsby mounts into this element; the startup check names it in its error. */
export const ROOT_ELEMENT_ID = "___gatsby";

export const ROOT_ELEMENT_ERROR = `Root element not found. Make sure there is a div with id='${ROOT_ELEMENT_ID}' in your HTML`;

export function assertRootElement(doc: Document = document): HTMLElement {
  const root = doc.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error(ROOT_ELEMENT_ERROR);
  return root;
}
