// Touch targets under a size (WCAG 2.5.5's 44 × 44 CSS px, issue 29): every visible control of the
// page measured where it is drawn. A hidden input is measured through its label (what a finger
// presses); a link inside a sentence is exempt (2.5.5's "inline" exception), so is the skip link
// while it sits off screen.
import type { Page } from 'playwright-core';

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

export function smallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const CONTROLS =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && s.visibility !== 'hidden' && !el.closest('[inert]');
    };
    /** A link in running text: its block has more text than the link. */
    const inline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.closest('p, li, dd, td, figcaption');
      return (
        !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
      );
    };
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().slice(0, 40) ??
        el.getAttribute('name');
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${label}"`;
    };
    const out: { what: string; width: number; height: number }[] = [];
    const seen = new Set<Element>();
    for (const raw of document.querySelectorAll(CONTROLS)) {
      let el: Element = raw;
      // A visually hidden input is pressed through its label.
      if (raw instanceof HTMLInputElement && !visible(raw)) {
        const label = raw.labels?.[0];
        if (!label) continue;
        el = label;
      }
      // A control inside a labelled control (an input inside its label) is one target.
      if (raw.tagName === 'INPUT' && raw.closest('label') && visible(raw.closest('label')!))
        el = raw.closest('label')!;
      if (seen.has(el) || !visible(el) || inline(el)) continue;
      if (el.classList.contains('skip-link')) continue;
      seen.add(el);
      const r = el.getBoundingClientRect();
      if (r.width + 0.5 < min || r.height + 0.5 < min)
        out.push({ what: name(el), width: Math.round(r.width), height: Math.round(r.height) });
    }
    return out;
  }, min);
}
