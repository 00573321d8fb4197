import { formatFcfa } from '../../../domain/money.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface SandboxPageData {
  sessionId: string;
  amount: number;
  phone?: string;
  /** False once the payment was decided: the page then only leads back. */
  open: boolean;
  returnUrl: string;
}

/**
 * The sandbox's checkout page: server-rendered, no script (the app's CSP allows none inline),
 * sized for a phone, looking like a mobile-money checkout so the flow can be tried end to end.
 */
export function sandboxCheckoutPage(data: SandboxPageData): string {
  const amount = escapeHtml(formatFcfa(data.amount));
  const reference = escapeHtml(data.sessionId.slice(0, 8).toUpperCase());
  const action = `/paiement-sandbox/${encodeURIComponent(data.sessionId)}`;
  const body = data.open
    ? `<form method="post" action="${escapeHtml(action)}">
        <fieldset>
          <legend>Moyen de paiement</legend>
          <label class="op"><input type="radio" name="operator" value="wave" checked> <span class="dot wave"></span>Wave</label>
          <label class="op"><input type="radio" name="operator" value="orange-money"> <span class="dot om"></span>Orange Money</label>
          <label class="op"><input type="radio" name="operator" value="free-money"> <span class="dot free"></span>Free Money</label>
        </fieldset>
        <label class="field" for="phone">Numéro mobile money</label>
        <input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" value="${escapeHtml(data.phone ?? '+221 ')}">
        <button class="pay" name="action" value="pay" type="submit">Payer ${amount}</button>
        <button class="secondary" name="action" value="cancel" type="submit">Annuler</button>
        <button class="ghost" name="action" value="fail" type="submit">Simuler une erreur</button>
      </form>`
    : `<p class="done">Ce paiement a déjà été traité.</p>
       <a class="pay" href="${escapeHtml(data.returnUrl)}">Retour à Kër Déco</a>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement mobile — Kër Déco (bac à sable)</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#14213d}
main{max-width:420px;margin:0 auto;min-height:100dvh;background:#fff;display:flex;flex-direction:column}
header{background:#1d1f5c;color:#fff;padding:20px 20px 28px}
.badge{display:inline-block;background:#f2b441;color:#1d1f5c;font-weight:700;font-size:12px;border-radius:999px;padding:3px 10px;letter-spacing:.03em}
h1{font-size:18px;margin:12px 0 4px}.merchant{opacity:.85;margin:0}
.amount{margin:-16px 16px 0;background:#fff;border-radius:16px;box-shadow:0 6px 20px rgba(20,33,61,.15);padding:18px;text-align:center}
.amount strong{display:block;font-size:34px;color:#b3471f;letter-spacing:-.01em}.amount span{color:#52607a;font-size:14px}
form,.after{padding:20px 16px 28px;display:flex;flex-direction:column;gap:12px}
fieldset{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}legend{font-weight:700;margin-bottom:8px}
.op{display:flex;align-items:center;gap:10px;min-height:52px;border:2px solid #d5dbe5;border-radius:14px;padding:0 14px;font-weight:600}
.op:has(input:checked){border-color:#1d1f5c;background:#f3f4ff}.op input{width:20px;height:20px;accent-color:#1d1f5c}
.dot{width:22px;height:22px;border-radius:50%}.wave{background:#1dc8f2}.om{background:#ff7900}.free{background:#c8102e}
.field{font-weight:700;margin-top:6px}input[type=tel]{min-height:48px;border:2px solid #d5dbe5;border-radius:12px;padding:0 12px;font-size:17px}
button,a.pay{min-height:52px;border-radius:14px;font-size:17px;font-weight:700;border:0;cursor:pointer;text-align:center;text-decoration:none;display:flex;align-items:center;justify-content:center}
.pay{background:#b3471f;color:#fff}.secondary{background:#fff;color:#1d1f5c;border:2px solid #1d1f5c}.ghost{background:#fff;color:#8a1c1c;text-decoration:underline}
.note{font-size:13px;color:#52607a;padding:0 16px 24px;margin:0}.done{padding:20px 16px 0;margin:0;font-weight:600}
</style>
</head>
<body>
<main>
<header>
<span class="badge">BAC À SABLE</span>
<h1>Paiement mobile money</h1>
<p class="merchant">Marchand : Kër Déco · Réf. ${reference}</p>
</header>
<section class="amount" aria-label="Montant à payer"><strong>${amount}</strong><span>Génération de votre pièce meublée</span></section>
${data.open ? body : `<div class="after">${body}</div>`}
<p class="note">Page de démonstration : aucun argent n'est débité. En production, vous payez sur la page de PayTech ou de Wave.</p>
</main>
</body>
</html>`;
}
