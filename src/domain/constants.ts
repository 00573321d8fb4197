/** Business constants of the specification (public-flow.md §9, admin-back-office.md §9). */

export const PRODUCT_NAME = 'Kër Déco';
export const COPYRIGHT_YEAR = 2025;
export const PRIVACY_CONTACT_EMAIL = 'confidentialite@kerdeco.sn';

export const GENERATION_PRICE_FCFA = 600;
export const CURRENCY_LABEL = 'FCFA';
export const CURRENCY_ISO = 'XOF';
export const GENERATIONS_PER_PAYMENT = 1;
/** How long a mini-quote's prices hold (the spec does not say; partners confirm within it). */
export const QUOTE_VALIDITY_DAYS = 30;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: no photo a phone takes comes near 100 megapixels. */
export const MAX_UPLOAD_PIXELS = 100_000_000;
/** Long side of the stored, normalised photo. */
export const NORMALISED_LONG_SIDE = 2048;
/**
 * Widths a visitor's room photo and generated room are served at (`?w=`), so a 360 px phone gets
 * a 720 px picture for its 2× screen instead of the 2048 px original, kept for downloads.
 */
export const SERVED_IMAGE_WIDTHS = [320, 480, 720, 960, 1280, 1600] as const;
/** Long side of an own furniture photo sent for its cut-out (the cut-out itself is 900 px). */
export const FURNITURE_PHOTO_LONG_SIDE = 1200;
export const THUMBNAIL_LONG_SIDE = 480;

export const MAX_SELECTED_CATEGORIES = 10;
export const MAX_OPTIMISED_CATEGORIES = 15;
export const PRODUCT_COUNT_WARNING = 1000;
export const LOW_BUDGET_THRESHOLD = 100;
export const MAX_SNAPPED_PRODUCTS = 9;

export const CATEGORIES_CACHE_MS = 5 * 60 * 1000;
export const SNAPPED_PRODUCTS_STALE_MS = 0;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 30;
export const ORDER_REDIRECT_DELAY_MS = 2000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

export const COOKIE_CONSENT_STORAGE_KEY = 'kerdeco-cookie-consent';
export const COOKIE_CONSENT_VERSION = '1.0';
export const CLIENT_IP_PLACEHOLDER = 'Enregistrée côté serveur';

export const LAZY_IMAGE_THRESHOLD = 0.1;
export const LAZY_IMAGE_ROOT_MARGIN = '50px';
export const IMAGE_QUALITY = 85;
export const IMAGE_FORMAT = 'webp';

export const AR_AUTO_ROTATE_DELAY_MS = 3000;
export const AR_ROTATION_SPEED_DEG_PER_S = 15;
export const ACCEPTED_3D_EXTENSIONS = ['.glb', '.gltf'] as const;
/** The spec leaves it open; 20 MB keeps a model openable over mobile data (admin-back-office.md §9). */
export const MAX_3D_MODEL_BYTES = 20 * 1024 * 1024;
export const KPI_DAILY_CHART_DAYS = 30;

/** Administrator passwords shorter than this are refused, from the CLI and from ADMIN_PASSWORD alike. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const ADMIN_IMAGES_PAGE_SIZE = 20;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const ADMIN_QUOTES_PAGE_SIZE = 10;
export const KPI_PERIOD_LIST_SIZE = 50;
export const ADMIN_PRODUCTS_FOR_IMAGES_LIMIT = 1000;
export const LINKED_PRODUCTS_SUMMARY_NAMES = 2;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const LOGOUT_REDIRECT_DELAY_MS = 1000;
export const AUTH_FAILURE_REDIRECT_DELAY_MS = 1500;
export const MODEL_DELETE_REFETCH_DELAY_MS = 200;
export const REFUND_WINDOW_HOURS = 48;

export const BUSINESS_TIME_ZONE = 'Africa/Dakar';

/** Retention periods stated in the legal texts (admin-back-office.md §2, §9). */
export const RETENTION = {
  imagesDays: 30,
  contactDataYears: 3,
  paymentRecordsYears: 10,
  technicalLogsMonths: 13,
  dataRequestResponseDays: 30,
  uploadedPhotoMaxHours: 24,
} as const;

export const COUNTRIES = [
  'Senegal',
  'France',
  'Chine',
  'Maroc',
  'Italie',
  'Allemagne',
  'Espagne',
  'Turquie',
] as const;
export type Country = (typeof COUNTRIES)[number];
