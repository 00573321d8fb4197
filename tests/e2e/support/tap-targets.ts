import type { Page } from 'playwright-core';

/** The smallest comfortable target for a finger, in CSS px (WCAG 2.5.5, Apple's and Android's guides). */
export const MIN_TAP_TARGET_PX = 44;

/**
 * The tap targets of the page smaller than 44 × 44 px, described as `what "name" width×height`.
 *
 * - A control inside a label is measured by its label: a tap anywhere on it reaches the control
 *   (the checkbox's box and the product cards' hidden radios).
 * - Links inside a sentence are left out (WCAG 2.5.8's inline exception): their height is that of
 *   the line, and making them 44 px tall would tear the paragraph apart; the text around them is
 *   what the visitor reads, the link one word of it.
 * - Elements nobody can tap are left out: not rendered, invisible, `pointer-events: none` (Radix's
 *   form mirror of the checkbox), or visually hidden outside a label (the skip link until focused).
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=option]',
      '[role=slider]',
      '[role=tab]',
    ].join(',');
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.closest('p, li, dd, figcaption');
      return (block?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0);
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.pointerEvents === 'none')
        continue;
      const own = el.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const label = el.closest('label');
      if (!label && own.width <= 1 && own.height <= 1) continue;
      if (inSentence(el)) continue;
      const box = (label ?? el).getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN_TAP_TARGET_PX);
}
