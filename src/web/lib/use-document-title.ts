import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/constants';

/** The landing's title; index.html carries the same one for the moment before the app runs. */
const LANDING_TITLE = `${PRODUCT_NAME} — Décorez votre pièce avec l'IA et des meubles de Dakar`;

/** Sets the tab title to `<page> | Kër Déco`; the landing passes no page name. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${PRODUCT_NAME}` : LANDING_TITLE;
  }, [pageTitle]);
}
