import { Link } from 'wouter';
import { PRODUCT_NAME, RETENTION } from '../../domain/constants';
import { fr } from '../../domain/messages.fr';
import { clearCookieConsent } from '../features/cookie-consent/cookie-consent-record';
import { LegalPage } from '../layout/legal-page';
import { PrivacyEmailLink } from '../layout/privacy-email-link';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';

export default function PrivacyPage() {
  useDocumentTitle(fr.layout.privacy);
  return (
    <LegalPage title={fr.layout.privacy} updated="23 novembre 2026">
      <p>
        Cette politique explique quelles données personnelles {PRODUCT_NAME} traite lorsque vous utilisez le
        service, pourquoi, combien de temps elles sont conservées et comment exercer vos droits. Elle applique
        la loi sénégalaise n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel,
        sous le contrôle de la Commission de Protection des Données Personnelles (CDP). Nos traitements sont
        également conformes au Règlement général sur la protection des données (RGPD).
      </p>

      <h2>1. Responsable du traitement</h2>
      <p>
        Le responsable du traitement est {PRODUCT_NAME}, service de décoration d'intérieur établi à Dakar
        (Sénégal). Pour toute question relative à vos données : <PrivacyEmailLink />.
      </p>

      <h2>2. Données que nous traitons</h2>
      <ul>
        <li>
          <strong>Photos</strong> : la photo de votre pièce et, si vous utilisez le scanner, les photos de vos
          meubles. Les métadonnées des fichiers (position GPS, modèle d'appareil) sont supprimées à la
          réception.
        </li>
        <li>
          <strong>Images générées et devis</strong> : l'image de votre pièce meublée, les produits choisis et
          le mini-devis.
        </li>
        <li>
          <strong>Coordonnées</strong> : le numéro WhatsApp ou l'adresse email que vous donnez avant un
          paiement ; pour une commande, vos nom, email, téléphone, adresse de livraison et remarques.
        </li>
        <li>
          <strong>Paiements</strong> : montant, date, statut, prestataire et référence de la transaction. Nous
          ne recevons ni votre code secret ni les données de votre compte de paiement.
        </li>
        <li>
          <strong>Journaux techniques</strong> : adresse IP, type de navigateur, pages et requêtes, dates et
          erreurs, nécessaires au fonctionnement et à la sécurité du service.
        </li>
        <li>
          <strong>Journaux de consentement</strong> : vos choix (cookies, droits sur les photos), leur date,
          votre navigateur et l'adresse IP enregistrée côté serveur, pour pouvoir prouver votre accord.
        </li>
      </ul>

      <h2>3. Finalités et bases légales</h2>
      <ul>
        <li>
          Analyser votre photo, sélectionner des meubles et générer l'image de votre pièce : exécution du
          service que vous demandez et votre consentement au traitement de la photo.
        </li>
        <li>
          Encaisser le paiement d'une génération et pouvoir vous rembourser : exécution du contrat ; conserver
          les justificatifs de paiement : obligation légale comptable.
        </li>
        <li>
          Établir le devis et transmettre votre commande au magasin partenaire, puis vous contacter à son
          sujet : exécution de votre demande et votre consentement au traitement de vos coordonnées.
        </li>
        <li>
          Assurer la sécurité du service, prévenir la fraude et modérer les contenus : notre intérêt légitime
          à protéger le service et ses utilisateurs.
        </li>
        <li>
          Mesurer l'audience pour améliorer le service : uniquement avec votre consentement (cookies
          d'analyse).
        </li>
      </ul>

      <h2>4. Durées de conservation</h2>
      <p>
        Les durées ci-dessous sont appliquées automatiquement : nos serveurs suppriment ou effacent les
        données concernées au plus tard une heure après la fin de leur durée, sauf pour les photos, qui ne
        dépassent jamais leur limite.
      </p>
      <ul>
        <li>
          <strong>Photos téléversées</strong> (votre pièce et vos meubles) : supprimées automatiquement après
          analyse, au plus tard {RETENTION.uploadedPhotoMaxHours} heures après leur envoi, avec leurs
          miniatures.
        </li>
        <li>
          <strong>Images générées</strong> : {RETENTION.imagesDays} jours, puis suppression automatique de
          l'image. Seule reste la trace de la génération (date, produits choisis, paiement), conservée avec
          les données de paiement.
        </li>
        <li>
          <strong>Données de contact</strong> (numéro WhatsApp, email, nom, adresse et remarques) :{' '}
          {RETENTION.contactDataYears} ans après leur collecte, puis effacées.
        </li>
        <li>
          <strong>Données de paiement</strong> : {RETENTION.paymentRecordsYears} ans, durée de conservation
          des pièces comptables, puis suppression.
        </li>
        <li>
          <strong>Journaux techniques et journaux de consentement</strong> : {RETENTION.technicalLogsMonths}{' '}
          mois. Passé ce délai, le contenu des notifications de paiement et les adresses IP sont effacés et
          les journaux de consentement et de connexion sont supprimés.
        </li>
      </ul>

      <h2>5. Destinataires</h2>
      <p>
        Vos données ne sont ni vendues, ni louées, ni partagées avec des tiers. Seules y accèdent, dans la
        limite de ce dont elles ont besoin :
      </p>
      <ul>
        <li>l'équipe {PRODUCT_NAME} habilitée, par un accès protégé ;</li>
        <li>
          nos prestataires techniques (hébergement, paiement mobile, génération d'images), qui agissent sur
          nos instructions et sont tenus à la confidentialité ;
        </li>
        <li>
          lorsque vous confirmez une commande, le magasin partenaire concerné, qui reçoit les informations
          nécessaires pour la traiter et vous livrer.
        </li>
      </ul>
      <p>
        Si un prestataire est situé hors du Sénégal, le transfert n'a lieu que dans les conditions prévues par
        la loi n° 2008-12 et avec des garanties de protection adaptées.
      </p>

      <h2>6. Sécurité et modération</h2>
      <p>
        Les échanges avec le site sont chiffrés, les accès d'administration sont protégés par mot de passe et
        limités aux personnes habilitées. Les contenus protégés (filigranes, logos, œuvres de tiers) sont
        détectés automatiquement et la modération des photos est automatique : une photo inappropriée est
        refusée et supprimée.
      </p>

      <h2>7. Cookies et stockage local</h2>
      <p>Nous utilisons deux catégories de cookies et de stockage dans votre navigateur :</p>
      <ul>
        <li>
          <strong>Cookies essentiels</strong>, requis pour le fonctionnement : mémorisation de votre choix en
          matière de cookies, déroulement de votre projet, identifiant aléatoire de visiteur (30 jours) qui
          réserve vos photos, sélections et devis à votre navigateur, et session sécurisée de l'espace
          d'administration. Ils ne peuvent pas être refusés.
        </li>
        <li>
          <strong>Cookies d'analyse</strong>, pour améliorer le service : mesure anonyme de l'utilisation du
          site. Ils ne sont utilisés qu'avec votre accord.
        </li>
      </ul>
      <p>Vous pouvez modifier votre choix à tout moment :</p>
      <Button variant="secondary" onClick={clearCookieConsent}>
        Modifier mes choix de cookies
      </Button>

      <h2>8. Vos droits</h2>
      <p>Conformément à la loi n° 2008-12 du 25 janvier 2008, vous disposez :</p>
      <ul>
        <li>du droit d'être informé des traitements de vos données ;</li>
        <li>du droit d'accès à vos données et d'en obtenir une copie ;</li>
        <li>du droit de faire rectifier les données inexactes ;</li>
        <li>du droit de faire supprimer vos données ;</li>
        <li>du droit de vous opposer, pour un motif légitime, au traitement de vos données ;</li>
        <li>du droit de retirer votre consentement à tout moment, sans effet sur les traitements passés.</li>
      </ul>
      <p>
        Pour exercer ces droits, et notamment pour demander la suppression de vos données, écrivez-nous à{' '}
        <PrivacyEmailLink /> en précisant le numéro de téléphone ou l'adresse email utilisé sur le service.
        Nous répondons dans un délai de {RETENTION.dataRequestResponseDays} jours.
      </p>
      <p>
        Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la Commission de Protection
        des Données Personnelles (CDP) du Sénégal, sur{' '}
        <a href="https://www.cdp.sn" rel="noopener noreferrer">
          www.cdp.sn
        </a>
        .
      </p>

      <h2>9. Modification de cette politique</h2>
      <p>
        Nous pouvons mettre à jour cette politique, notamment lorsque le service évolue. La date de dernière
        mise à jour figure en haut de la page. Voir aussi nos <Link href="/terms">{fr.layout.terms}</Link>.
      </p>
    </LegalPage>
  );
}
