/**
 * Whether a style rule in the document's sheets sets `property` on `element` to a value `accept`
 * takes. jsdom lays nothing out and computes no var(), so tests of how something looks read the
 * rules that apply to it.
 */
export function hasRule(element: Element, property: string, accept: (value: string) => boolean) {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        element.matches(rule.selectorText) &&
        accept(rule.style.getPropertyValue(property)),
    );
}
