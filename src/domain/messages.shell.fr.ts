import { COPYRIGHT_YEAR, PRODUCT_NAME } from './constants.js';

/**
 * The texts a first visit's landing needs, apart from the whole catalogue (messages.fr.ts, which
 * includes them) so its download carries these lines only: the frame every page shows (header
 * links, footer) and the placeholder of a picture still to come.
 */
export const frLayout = {
  navStyles: 'Styles',
  navHowItWorks: 'Comment ça marche',
  navBenefits: 'Avantages',
  rightsReserved: `© ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. Tous droits réservés.`,
  dataProtection:
    'Kër Déco respecte la loi sénégalaise n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel, sous le contrôle de la Commission de Protection des Données Personnelles (CDP).',
  privacyContact: 'Contact données personnelles :',
  terms: "Conditions d'utilisation",
  privacy: 'Politique de confidentialité',
} as const;

export const frPictures = {
  imageComing: 'Image à venir',
} as const;
