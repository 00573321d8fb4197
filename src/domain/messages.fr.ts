import { RETENTION } from './constants.js';
import { frLayout, frPictures } from './messages.shell.fr.js';

/**
 * Every user-facing French text that the specification words exactly.
 * UI, server errors and tests quote this catalogue, so a wording lives in one place.
 */
export const fr = {
  upload: {
    unsupportedTitle: 'Format non supporté',
    unsupportedBody: 'Veuillez sélectionner un fichier image (JPG, PNG, WEBP).',
    tooLargeTitle: 'Fichier trop volumineux',
    tooLargeBody: 'La taille du fichier ne doit pas dépasser 10MB.',
    failedTitle: 'Erreur lors du téléchargement',
    failedBody: 'Veuillez réessayer avec une autre image.',
    successTitle: 'Photo téléchargée avec succès !',
    successBody: "Votre image est prête pour l'analyse.",
    analyse: 'Analyser ma photo',
    analysing: 'Analyse en cours...',
    dropHere: 'Glissez votre photo ici',
    change: 'Changer',
    budgetPlaceholder: 'Ex: 500000',
    /** Server-side details, for what the client cannot check itself. */
    undecodable: "Ce fichier n'est pas une image lisible.",
    formatNotSupported: (format: string) =>
      `Le format ${format} n'est pas pris en charge. Veuillez sélectionner un fichier image (JPG, PNG, WEBP).`,
    tooManyPixels: "L'image est trop grande (trop de pixels).",
    brokenForm: 'L’envoi est arrivé incomplet ou illisible. Veuillez réessayer.',
    missingFile: 'Aucun fichier reçu.',
    tooSmall: (side: number) =>
      `La photo est trop petite pour y placer des meubles : il faut au moins ${side} pixels sur son petit côté.`,
  },
  flow: {
    methodTitle: 'Transformez votre espace',
    methodAi: 'Recommandations IA',
    methodScan: 'Scanner mes meubles',
    changeMethod: '← Changer de méthode',
    categoriesTitle: 'Choisissez vos catégories de meubles',
    back: 'Retour',
    continueWithCategories: (n: number) => `Continuer avec ${n} catégorie(s)`,
    categoryLimitReached: 'Limite atteinte',
    categoryLimitMessage: 'Limite atteinte. Retirez une catégorie pour en ajouter une nouvelle.',
    noCategoryFound: 'Aucune catégorie trouvée',
    allCategoriesSelected: 'Toutes les catégories sont sélectionnées',
    styleTitle: 'Choisissez votre style',
    editCategories: 'Modifier les catégories',
    continueWithStyle: 'Continuer avec ce style',
    imageComing: frPictures.imageComing,
    premiumSelection: 'Sélection Premium',
    newProject: 'Nouveau projet',
  },
  selection: {
    noCombination: 'Aucune combinaison possible',
    calculationError: 'Erreur lors du calcul de la sélection optimale. Veuillez réessayer.',
    lowBudget: (cheapest: string) => `Budget trop faible. Le produit le moins cher coûte ${cheapest} FCFA.`,
    alternativeStylesRequired: 'Styles alternatifs nécessaires',
    insufficientBudget: 'Budget insuffisant',
    generateWithSelection: 'Générer avec cette sélection',
    budgetMustBePositive: 'Le budget doit être un nombre supérieur à 0.',
  },
  scanner: {
    photoAndCategoryRequired: 'Veuillez ajouter une photo et choisir une catégorie',
    rightsRequired: "Veuillez confirmer les droits d'utilisation de l'image",
    addFailed: "Erreur lors de l'ajout du meuble",
    deleteFailed: 'Erreur lors de la suppression du meuble',
    limitReached: 'Maximum de 9 meubles atteint',
    frameNeeded:
      'Nous n’arrivons pas à détacher ce meuble du décor. Encadrez-le avec le doigt, puis vérifiez le détourage.',
    frameInvalid: 'Le cadre envoyé n’est pas lisible. Encadrez à nouveau votre meuble.',
    frameEmpty:
      'Aucun meuble trouvé dans ce cadre. Encadrez le meuble de plus près ou marquez-le en « Garder ».',
    cutoutFailed: 'Le détourage n’a pas abouti. Veuillez réessayer.',
  },
  contact: {
    consentRequired: 'Vous devez accepter le traitement de vos données personnelles pour continuer',
    phoneOrEmailRequired: 'Veuillez fournir un numéro WhatsApp ou une adresse email',
    phoneInvalid: 'Format invalide. Utilisez +221XXXXXXXXX',
    emailInvalid: 'Adresse email invalide',
  },
  payment: {
    simulated: 'Site de démonstration : les paiements sont simulés, aucun argent n’est prélevé.',
    errorTitle: 'Erreur de paiement',
    initFailed: "Erreur lors de l'initialisation du paiement",
    missingRedirect: 'URL de redirection manquante',
    restoreFailed: 'Impossible de restaurer vos sélections. Veuillez réessayer.',
    cancelled: 'Paiement annulé',
    returnError: "Une erreur s'est produite lors du traitement du paiement. Veuillez réessayer.",
    noProducts: 'Veuillez choisir au moins un produit avant de générer votre pièce.',
    imageMissing: 'Photo de la pièce introuvable. Veuillez la télécharger à nouveau.',
    required: 'Un paiement confirmé est nécessaire pour générer votre pièce.',
    sessionNotFound: 'Session de paiement introuvable.',
    confirmed: 'Paiement confirmé.',
    confirming: 'Paiement en cours de confirmation…',
    confirmingDetail:
      "L'opérateur n'a pas encore confirmé votre paiement : cette page continue dès qu'il le fait.",
    confirmationLate:
      "Votre paiement n'est toujours pas confirmé par l'opérateur. S'il a bien été effectué, vérifiez de nouveau dans quelques instants.",
    checkAgain: 'Vérifier de nouveau',
  },
  generation: {
    alreadyUsed: "Ce paiement a déjà été utilisé. Chaque paiement ne permet qu'une seule génération d'image.",
    failed: 'Erreur lors de la génération',
    rateLimit: 'Limite de taux atteinte. Attendez quelques minutes avant de réessayer.',
    inProgress: 'Une génération de cette image est déjà en cours.',
    /** POST /api/generate-room with a layout made for another photo than the one sent: refused, nothing spent. */
    sceneForOtherPhoto:
      "La disposition des meubles envoyée a été préparée pour une autre photo : elle ne peut pas servir pour celle-ci. Votre paiement n'a pas été utilisé. Réessayez et nous placerons les meubles pour vous, ou revenez à l'aperçu pour les disposer de nouveau.",
    apiKeyIssue:
      "Le service de génération d'images est momentanément indisponible (quota ou accès du fournisseur). Réessayez plus tard.",
    apiKeyInvalid:
      "Le service de génération d'images est mal configuré (clé d'accès invalide). Notre équipe a été prévenue.",
    safetyBlocked:
      'La génération a été bloquée par le filtre de sécurité du fournisseur. Essayez avec une autre photo.',
    photoExpired: `Votre photo n'est plus disponible : les photos sont supprimées automatiquement ${RETENTION.uploadedPhotoMaxHours} heures au plus après leur envoi. Importez-la de nouveau pour générer votre pièce ; votre paiement n'a pas été utilisé.`,
    progressTitle: 'Création de votre pièce meublée…',
    progressLabel: 'Avancement de la génération',
    progressSending: 'Envoi de votre demande…',
    progressStep: (n: number, total: number, label: string) => `Étape ${n} sur ${total} : ${label}`,
    progressStepDone: 'terminé',
    progressElapsed: (time: string) => `Temps écoulé : ${time}`,
    progressHint: 'Cela prend en général moins de 2 minutes. Vous pouvez garder cette page ouverte.',
    /** The job's stages (domain/generation-stages.ts), as the server reports them while it works. */
    stages: {
      queued: 'Demande enregistrée',
      preparing: 'Préparation de votre photo et des meubles',
      placing: 'Placement des meubles dans la pièce',
      sending: "Envoi au service d'images",
      waiting: "Attente de l'image du service d'images",
      finishing: 'Finitions et enregistrement de votre image',
    },
  },
  quote: {
    noProduct: 'Veuillez choisir au moins un produit avant de générer un mini-devis.',
    failed: 'Impossible de générer le devis. Veuillez réessayer.',
    notFound: 'Devis introuvable.',
  },
  checkout: {
    requiredFields: 'Veuillez remplir tous les champs obligatoires.',
    emailInvalid: 'Veuillez saisir une adresse email valide.',
    consentRequired:
      'Vous devez accepter le traitement de vos données personnelles pour finaliser votre commande.',
    saveFailed: "Impossible d'enregistrer la commande. Veuillez réessayer.",
    missingData: 'Impossible de traiter la commande. Données manquantes.',
    orderReceived: 'Commande bien reçue',
    finalize: 'Finaliser',
    defer: 'Reporter la commande',
    alreadyConfirmed: 'La commande de ce devis a déjà été confirmée.',
    noCatalogueProduct:
      'Ce devis ne contient que vos meubles : ajoutez au moins un produit de nos magasins partenaires pour commander.',
  },
  /** Step 4's preview of where each piece will stand in the visitor's photo. */
  scenePreview: {
    title: 'Aperçu dans votre pièce',
    hint: 'Touchez un meuble pour le choisir, faites-le glisser du doigt pour le déplacer. L’image payée suivra cette disposition.',
    loading: 'Placement des meubles dans votre photo…',
    failed:
      'L’aperçu n’a pas pu être préparé. Vous pouvez tout de même générer l’image : nous placerons les meubles pour vous.',
    imageLabel: (n: number) => `Votre photo avec ${n} meuble${n > 1 ? 's' : ''} placé${n > 1 ? 's' : ''}`,
    turnLeft: '↺ Tourner à gauche',
    turnRight: '↻ Tourner à droite',
    /** Under a piece's name in step 4's list, when it is not drawn at its real size. */
    drawnAtSize: (percent: number, widthCm: number, depthCm: number) =>
      `Dessiné à ${percent} % de sa taille réelle (${widthCm} × ${depthCm} cm au sol)`,
    smaller: 'Plus petit',
    larger: 'Plus grand',
    remove: 'Retirer de l’image',
    removedReason: (name: string) => `« ${name} » retiré de l’image à votre demande.`,
    notShown: 'Ne figureront pas sur l’image',
    placeAnywayHint:
      'Vous pouvez tout de même placer un de ces meubles, puis le faire glisser du doigt : au milieu de la pièce, ou à la place d’un de vos meubles.',
    /** The same, when the only pieces to place are rugs left out for the visitor's own. */
    placeRugHint:
      'Vous pouvez tout de même poser le tapis par-dessus le vôtre, là où il serait allé, puis le faire glisser du doigt.',
    placeAnyway: (name: string) => `Placer « ${name} » moi-même`,
    listLabel: 'Meubles placés dans l’aperçu',
    reset: 'Revenir à la disposition proposée',
    nothingPlacedTitle: 'Aucun meuble sur l’image',
    /** Back to the photo step from a photo that places nothing; the selection is kept. */
    retake: 'Reprendre la photo',
    nothingPlaced:
      'Aucun des meubles choisis ne trouve de sol libre sur votre photo : l’image payée montrerait votre pièce telle quelle. Placez-en un vous-même ci-dessous, ou reprenez la photo en montrant plus de sol libre.',
  },
  /** What the room analysis says of a photo it cannot read, before the visitor pays. */
  room: {
    unreadableTitle: 'Photo difficile à lire',
    'no-structure':
      'Nous ne reconnaissons pas une pièce sur cette photo (gros plan, extérieur ou image floue). Reprenez-la debout, depuis un coin, en montrant le sol et les murs.',
    'busy-pattern':
      'Trop de motifs (carreaux de ciment, tapis, papier peint, étagères ou objets en nombre) brouillent les lignes de la pièce sur cette photo : les meubles ne pourraient pas y être placés à la bonne taille. Reprenez-la en largeur (format paysage), en montrant les murs et leurs angles.',
    'camera-tilted':
      'La photo est trop penchée pour placer les meubles droits. Reprenez-la en tenant le téléphone droit, à hauteur des yeux.',
    'no-floor':
      'Le sol se voit trop peu sur cette photo : les meubles posés au sol ne pourront pas y être placés. Reprenez-la en reculant pour montrer le sol.',
  },
  media: {
    noImage: 'Aucune image trouvée',
    imageUnavailable: 'Image indisponible',
    stagedTelevision:
      'Le téléviseur posé sur le meuble TV est là pour la mise en scène : il n’est pas compris dans le devis.',
    /** A piece drawn smaller or larger than it is sold: the quote is for the real one. */
    drawnAtSize: (name: string, percent: number) =>
      `« ${name} » est dessiné à ${percent} % de sa taille réelle : le devis porte sur le meuble à sa vraie taille.`,
    modelLoadFailed: 'Impossible de charger le modèle 3D',
    modelGone: 'Ce modèle 3D n’est plus disponible : le magasin l’a retiré ou le remplace.',
    modelMissing: 'Modèle 3D non spécifié',
    defaultModelName: 'Modèle 3D',
    viewInAr: 'Voir en Réalité Augmentée',
    pictureNotFound: 'Image introuvable.',
  },
  cookies: {
    title: 'Gestion des cookies',
    essential: 'Cookies essentiels (requis pour le fonctionnement)',
    analytics: "Cookies d'analyse (pour améliorer le service)",
    acceptSelection: 'Accepter la sélection',
    acceptEssential: 'Accepter essentiels uniquement',
  },
  pages: {
    notFound: 'Page non trouvée',
    imageNotFound: 'Image non trouvée',
    imageIdRequired: "L'identifiant de l'image est requis pour afficher cette page.",
    backHome: "Retour à l'accueil",
  },
  layout: frLayout,
  admin: {
    inputErrorTitle: 'Erreur de saisie',
    loginRequired: "Veuillez saisir votre nom d'utilisateur et mot de passe.",
    authCheckFailed: "Erreur de connexion: Impossible de vérifier l'authentification",
    unauthorized: 'Accès non autorisé',
    badCredentials: 'Identifiants incorrects',
    loginError: 'Erreur de connexion',
    tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
    logoutFailed: 'Erreur lors de la déconnexion',
    invalid3dFormat: 'Format invalide: Seuls les fichiers .glb et .gltf sont supportés',
    uploadFailed: 'Erreur lors du téléchargement',
    add3dFailed: "Erreur lors de l'ajout du modèle 3D",
    bulkActionFailed: "Erreur lors de l'action groupée",
    filterRequired: 'Veuillez sélectionner un filtre',
    csvFileRequired: 'Veuillez sélectionner un fichier CSV',
    importErrorTitle: "Erreur d'import",
    importFailed: "Erreur lors de l'import CSV",
    exportFailed: "Erreur lors de l'export CSV",
    createProductFailed: 'Erreur lors de la création du produit',
    editProductFailed: 'Erreur lors de la modification du produit',
    toggleStatusFailed: 'Erreur lors de la modification du statut',
    downloadFailed: 'Erreur de téléchargement',
    bulkDeleteFailed: 'Erreur lors de la suppression en masse',
    invalidImageData: "Données d'image invalides",
    missingProductUrl: "URL manquante: Ce produit n'a pas d'URL de page associée",
    fileUnavailable: 'Fichier non disponible',
    paymentsExportFailed: "Erreur d'export: Impossible d'exporter les paiements",
    quotePdfFailed: 'Impossible de télécharger le PDF',
    quoteDownloadFailed: 'Impossible de télécharger le devis',
    markProcessedFailed: 'Impossible de marquer la commande comme traitée',
    processingFailed: 'Erreur lors du traitement',
    models3dLoadFailed: 'Erreur lors du chargement des modèles 3D',
    model3dDeleteFailed: 'Erreur lors de la suppression du modèle 3D',
    invalidQuoteProduct: 'Produit invalide',
    noOrder: 'Aucune commande',
    orderDeferred: 'En attente',
    orderProcessed: 'Traitée',
  },
  /** Back-office texts the spec leaves unworded (server errors, summaries, confirmations). */
  backOffice: {
    loginSucceeded: 'Connexion réussie',
    loggedOut: 'Vous êtes déconnecté.',
    forbiddenOrigin: 'Requête refusée : elle ne provient pas du site Kër Déco.',
    textTooLong: (max: number) => `Ce texte est trop long (${max} caractères au plus).`,
    invalidLink: 'Lien invalide : utilisez une adresse http(s) ou un chemin du site commençant par /.',
    nameRequired: 'Le nom est obligatoire.',
    categoryRequired: 'La catégorie est obligatoire.',
    priceRequired: 'Le prix est obligatoire.',
    priceWithoutDigits: 'Le prix doit contenir un montant en chiffres (ex. 125000 FCFA).',
    unknownStyle: (style: string) => `Style inconnu : « ${style} ».`,
    unknownCountry: (country: string) => `Pays non proposé : « ${country} ».`,
    photoUnreachable:
      'Photo manquante : son adresse ne répond pas, n’est pas publique, redirige ailleurs, dépasse 8 Mo ou ne renvoie pas une image.',
    photoUnreadable:
      'Photo manquante : le fichier à cette adresse n’est pas une image lisible (JPEG, PNG ou WebP).',
    photoTooSmall: 'Photo manquante : l’image fait moins de 64 pixels de côté.',
    photoMissing: 'Photo manquante',
    csvPhotosMissing: (n: number) =>
      n === 1
        ? '1 produit enregistré sans sa photo : voir le détail par ligne.'
        : `${n} produits enregistrés sans leur photo : voir le détail par ligne.`,
    photoPending: 'Photo en cours de téléchargement',
    badDimension: (value: string) =>
      `Dimension invalide : « ${value} ». Indiquez un nombre de centimètres entre 1 et 1000 (ex. 220).`,
    productNotFound: 'Produit introuvable.',
    productCreated: 'Produit créé',
    productCreatedWithoutModel: (name: string, reason: string) =>
      `« ${name} » est créé, sans son modèle 3D : ${reason}`,
    productUpdated: 'Produit modifié',
    productToggled: (active: boolean) => (active ? 'Produit activé' : 'Produit désactivé'),
    imageRegenerated: 'Image régénérée',
    imageDeleted: 'Image supprimée',
    imagesDeleted: (count: number) => `${count} image(s) supprimée(s).`,
    modelDeleted: 'Modèle 3D supprimé',
    bulkDone: (action: 'delete' | 'disable' | 'enable', count: number) =>
      `${count} produit(s) ${action === 'delete' ? 'supprimé(s)' : action === 'disable' ? 'désactivé(s)' : 'activé(s)'}.`,
    bulkDeleteConfirm:
      'Cette action est irréversible : les produits correspondants seront définitivement supprimés.',
    bulkDisableConfirm: "Les produits correspondants seront masqués de l'application.",
    bulkEnableConfirm: "Les produits correspondants seront visibles dans l'application.",
    csvUnreadable: "Ce fichier n'est pas un CSV lisible.",
    csvEmpty: 'Le fichier CSV ne contient aucune ligne de produit.',
    csvMissingColumns: (columns: string) =>
      `Colonnes manquantes : ${columns}. Colonnes attendues : name, category, store, price, imageUrl, productUrl, interiorStyle, country.`,
    csvUnknownProduct: (id: string) => `Produit n° ${id} introuvable (videz la colonne id pour le créer).`,
    csvBadActive: 'isActive doit valoir true ou false.',
    csvSummary: (imported: number, errors: number) =>
      `${imported} produit(s) importé(s)${errors ? `, ${errors} ligne(s) en erreur` : ''}.`,
    csvNothingImported: (errors: number) => `Aucun produit importé : ${errors} ligne(s) en erreur.`,
    modelTooLarge: (mb: number) => `Le modèle 3D ne doit pas dépasser ${mb} Mo.`,
    modelNotGltf: "Le contenu du fichier n'est pas un modèle glTF valide.",
    modelExternalResources:
      'Le modèle doit être autonome : ses textures et données doivent être intégrées au fichier (utilisez de préférence un .glb).',
    modelUnsupportedCompression:
      'Ce modèle utilise une compression non prise en charge (Meshopt). Exportez-le sans cette compression.',
    modelFileMissing: "Le fichier du modèle 3D n'existe plus : téléversez-le à nouveau.",
    modelNotFound: 'Modèle 3D introuvable.',
    modelAlreadyAttached: 'Ce fichier est déjà associé à un produit.',
    generatedImageNotFound: 'Image générée introuvable.',
    quoteNotFound: 'Devis introuvable.',
    orderNotFound: 'Commande introuvable.',
    noOrderForQuote: 'Aucune commande pour ce devis.',
    orderAlreadyProcessed: 'Cette commande est déjà traitée.',
    otherOrderActive: 'Une autre commande de ce devis est déjà confirmée ou traitée.',
    orderProcessed: 'Commande marquée comme traitée',
    regenerateFailed: "Erreur lors de la régénération de l'image",
    regeneratePhotoGone: `La photo d'origine a été supprimée (les photos ne sont conservées que ${RETENTION.uploadedPhotoMaxHours} heures) : cette image ne peut plus être régénérée.`,
    generatedFileDeleted: `Fichier non disponible : les images générées sont supprimées automatiquement après ${RETENTION.imagesDays} jours.`,
    deleteImageFailed: "Erreur lors de la suppression de l'image",
    regenerateConfirm:
      "Une nouvelle image sera générée avec les mêmes produits et remplacera l'image actuelle.",
    deleteImageConfirm: "L'image générée sera définitivement supprimée.",
    bulkDeleteImagesConfirm: (count: number) =>
      `${count} image(s) seront définitivement supprimée(s). Cette action est irréversible.`,
    deleteModelConfirm: 'Le modèle 3D sera définitivement supprimé. Cette action est irréversible.',
    arUnavailable:
      "La réalité augmentée n'est pas disponible sur cet appareil. Ouvrez cette page sur un téléphone Android ou un iPhone compatible.",
    badModelParameter: 'Le modèle demandé doit être un fichier .glb ou .gltf du dossier des modèles 3D.',
  },
  errors: {
    generic: 'Une erreur est survenue. Veuillez réessayer.',
    notFound: 'Ressource introuvable.',
    invalidRequest: 'Requête invalide.',
    tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant.',
    controlCharacters: 'Votre saisie contient des caractères non autorisés. Retirez-les puis réessayez.',
    tooComplex: 'Requête trop complexe.',
    reservedKey: 'Requête invalide : elle contient un nom de champ non autorisé.',
    badAddress: 'Adresse invalide : vérifiez le lien ou revenez à l’accueil.',
    tooManyParts: 'Envoyez un seul fichier à la fois, sans autre champ.',
    notMultipart: 'Le fichier doit être envoyé comme un formulaire (multipart/form-data).',
  },
} as const;
