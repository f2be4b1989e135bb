// CSS rules as the page holds them, one string per style rule: `@media … selector { declarations }`
// in jsdom's serialisation. styled-components adds its rules through the CSSOM (insertRule), as
// in production, so a <style> element's text does not show them; text to compare with them is
// parsed into a sheet of its own and serialised the same way.

/** A style rule's text, with the conditions of the @media rules around it in front. */
function flatten(rules: CSSRuleList, prefix = ''): string[] {
  return [...rules].flatMap((rule) => {
    if (rule instanceof CSSMediaRule) return flatten(rule.cssRules, `${prefix}@media ${rule.media.mediaText} `);
    // styled-components' bookkeeping (which component owns which rules), not a rule a page draws with.
    if (rule instanceof CSSStyleRule && !rule.selectorText.startsWith('data-styled')) return [`${prefix}${rule.cssText}`];
    return [];
  });
}

/** The rules of the document's <head> (where styled-components keeps its sheet). */
export function headCssRules(): string[] {
  return [...document.styleSheets].filter((sheet) => document.head.contains(sheet.ownerNode)).flatMap((sheet) => flatten(sheet.cssRules));
}

/** The rules of a stylesheet's text (e.g. the build's prerendered <style>). */
export function cssRulesOf(text: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return flatten(sheet.cssRules);
}
