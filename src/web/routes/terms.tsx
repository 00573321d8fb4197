import { Link } from 'wouter';
import {
  CURRENCY_LABEL,
  GENERATION_PRICE_FCFA,
  PRODUCT_NAME,
  REFUND_WINDOW_HOURS,
  RETENTION,
} from '../../domain/constants';
import { fr } from '../../domain/messages.fr';
import { LegalPage } from '../layout/legal-page';
import { PrivacyEmailLink } from '../layout/privacy-email-link';
import { useDocumentTitle } from '../lib/use-document-title';

const PRICE = `${GENERATION_PRICE_FCFA} ${CURRENCY_LABEL}`;

export default function TermsPage() {
  useDocumentTitle(fr.layout.terms);
  return (
    <LegalPage title={fr.layout.terms} updated="23 novembre 2026">
      <p>
        Les présentes conditions générales d'utilisation (les « Conditions ») régissent l'utilisation du
        service {PRODUCT_NAME}, accessible depuis ce site. En utilisant le service, vous acceptez les
        Conditions. Si vous ne les acceptez pas, n'utilisez pas le service.
      </p>

      <h2>1. Le service</h2>
      <p>
        {PRODUCT_NAME} est un service de décoration d'intérieur en ligne destiné aux particuliers au Sénégal.
        À partir de la photo d'une pièce que vous téléversez, le service :
      </p>
      <ul>
        <li>
          vous propose une sélection de meubles et d'objets de décoration vendus par des magasins partenaires
          à Dakar, selon les catégories, le style et, le cas échéant, le budget que vous choisissez ; vous
          pouvez aussi photographier vos propres meubles pour les ajouter à votre projet ;
        </li>
        <li>génère par intelligence artificielle une image de votre pièce meublée avec ces produits ;</li>
        <li>établit un mini-devis au format PDF et vous permet de confirmer ou de reporter une commande.</li>
      </ul>
      <p>
        Le service est accessible sans création de compte. Les prix sont exprimés en francs CFA (
        {CURRENCY_LABEL}).
      </p>

      <h2>2. Prix et paiement</h2>
      <p>
        La génération d'une image de pièce meublée coûte {PRICE} par génération. Le paiement s'effectue par
        mobile money, par l'intermédiaire de notre prestataire de paiement, avant la génération. Un paiement
        donne droit à une seule génération d'image : chaque nouvelle génération, y compris avec d'autres
        meubles ou une autre photo, nécessite un nouveau paiement.
      </p>
      <p>
        La sélection de meubles, la consultation des styles et l'établissement du mini-devis ne sont pas
        facturés. {PRODUCT_NAME} ne conserve ni votre code secret ni les données de votre compte de paiement :
        elles sont saisies uniquement chez le prestataire de paiement.
      </p>

      <h2>3. Remboursement</h2>
      <p>
        Si votre paiement a été débité sans qu'aucune image ne soit générée, ou si la génération a échoué pour
        une raison technique qui nous est imputable, vous pouvez demander le remboursement en nous écrivant à{' '}
        <PrivacyEmailLink /> en indiquant la date du paiement et le numéro utilisé. Le remboursement accepté
        est effectué dans un délai de {REFUND_WINDOW_HOURS} heures, par l'intermédiaire du prestataire de
        paiement (carte bancaire ou mobile money) utilisé pour l'achat, sur le moyen de paiement d'origine.
      </p>
      <p>
        La génération étant exécutée immédiatement à votre demande, une image générée conformément à votre
        sélection ne donne pas lieu à remboursement au seul motif que le résultat ne vous plaît pas.
      </p>

      <h2>4. Images générées</h2>
      <p>
        Les images générées sont des illustrations produites automatiquement. Elles donnent une idée de
        l'aménagement, mais les couleurs, les proportions, les dimensions et l'emplacement des meubles peuvent
        différer de la réalité. Elles ne constituent pas un plan ni un engagement sur le rendu final.
      </p>
      <p>
        Vous pouvez utiliser les images générées pour votre usage personnel. Elles sont supprimées
        automatiquement {RETENTION.imagesDays} jours après leur création : pensez à les télécharger si vous
        souhaitez les garder. Passé ce délai, la page de votre pièce affiche « {fr.media.imageUnavailable} ».
      </p>

      <h2>5. Devis et commandes</h2>
      <p>
        Le mini-devis est indicatif. Il reprend les prix affichés par les magasins partenaires au moment de
        son établissement ; ces prix et la disponibilité des produits peuvent changer. Le prix définitif, les
        frais et délais de livraison sont confirmés par le magasin partenaire.
      </p>
      <p>
        Lorsque vous confirmez une commande, {PRODUCT_NAME} transmet votre demande et vos coordonnées au
        magasin partenaire concerné. La vente, le paiement des meubles, la livraison, l'installation, le
        service après-vente et les garanties relèvent du magasin partenaire, qui est votre vendeur.{' '}
        {PRODUCT_NAME} intervient comme intermédiaire et n'est pas partie au contrat de vente.
      </p>

      <h2>6. Vos engagements</h2>
      <p>En utilisant le service, vous vous engagez à :</p>
      <ul>
        <li>
          ne téléverser que des photos dont vous détenez les droits ou dont vous avez l'autorisation
          d'utiliser, et en particulier des photos sans filigrane (watermark) ni logo ;
        </li>
        <li>
          ne pas téléverser de photo représentant des personnes reconnaissables sans leur accord, ni de
          contenu illicite, choquant ou portant atteinte aux droits d'autrui ;
        </li>
        <li>fournir des coordonnées exactes lorsque vous demandez un paiement ou passez une commande ;</li>
        <li>
          ne pas perturber le fonctionnement du service, ni tenter d'accéder aux parties qui ne vous sont pas
          destinées.
        </li>
      </ul>
      <p>
        Les contenus protégés et les contenus inappropriés sont détectés automatiquement ; une photo qui ne
        respecte pas ces règles peut être refusée ou supprimée.
      </p>

      <h2>7. Propriété intellectuelle</h2>
      <p>
        Le site, sa présentation, ses textes, ses illustrations et son logiciel appartiennent à {PRODUCT_NAME}{' '}
        ou à ses partenaires. Les photos et descriptions des produits restent la propriété des magasins
        partenaires. Vous restez propriétaire des photos que vous téléversez et nous accordez seulement le
        droit de les traiter pour vous fournir le service ; elles sont supprimées automatiquement après
        l'analyse, au plus tard {RETENTION.uploadedPhotoMaxHours} heures après leur envoi.
      </p>

      <h2>8. Responsabilité</h2>
      <p>
        Nous faisons notre possible pour que le service soit disponible et fonctionne correctement, sans
        pouvoir le garantir en permanence : des interruptions peuvent survenir, notamment pour maintenance ou
        en cas de défaillance du réseau ou d'un prestataire.
      </p>
      <p>
        {PRODUCT_NAME} n'est pas responsable des produits vendus par les magasins partenaires, ni des écarts
        entre une image générée et la réalité. Sauf faute lourde ou intentionnelle, notre responsabilité au
        titre d'une génération est limitée au montant payé pour celle-ci. Vous êtes responsable des photos et
        informations que vous nous transmettez.
      </p>

      <h2>9. Données personnelles</h2>
      <p>
        Le traitement de vos données personnelles est décrit dans notre{' '}
        <Link href="/privacy">{fr.layout.privacy}</Link>, conformément à la loi n° 2008-12 du 25 janvier 2008
        sur la protection des données à caractère personnel.
      </p>

      <h2>10. Modification des Conditions</h2>
      <p>
        Nous pouvons modifier les Conditions, par exemple pour suivre l'évolution du service ou de la loi. La
        version applicable est celle publiée sur cette page au moment de votre utilisation ; un paiement déjà
        effectué reste régi par la version en vigueur à sa date.
      </p>

      <h2>11. Droit applicable et litiges</h2>
      <p>
        Les Conditions sont régies par le droit sénégalais. En cas de différend, nous vous invitons à nous
        contacter d'abord pour rechercher une solution amiable. À défaut d'accord, le litige sera porté devant
        les juridictions compétentes de Dakar.
      </p>

      <h2>12. Contact</h2>
      <p>
        Pour toute question sur le service, un paiement ou une commande, écrivez-nous à <PrivacyEmailLink />.
      </p>
    </LegalPage>
  );
}
