import type { PaymentTransaction } from '@domus/shared/contract';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const amountText = (transaction: PaymentTransaction) => `${transaction.amount.toFixed(2)} ${transaction.currency}`;

/**
 * The sandbox provider's checkout page: a real form the buyer submits (pay, fail or cancel),
 * so the whole redirect round trip of a hosted checkout is exercised without an outside service.
 */
export function sandboxCheckoutPage(transaction: PaymentTransaction, action: string, resultUrl: string): string {
  const pending = transaction.status === 'pending';
  const body = pending
    ? `<p class="amount" data-testid="sandbox-amount">${escapeHtml(amountText(transaction))}</p>
      <form method="post" action="${escapeHtml(action)}">
        <button name="decision" value="pay" class="pay">Pay ${escapeHtml(amountText(transaction))}</button>
        <button name="decision" value="fail" class="secondary">Simulate a declined card</button>
        <button name="decision" value="cancel" class="secondary">Cancel and return to Domus</button>
      </form>`
    : `<p>This checkout is finished (${escapeHtml(transaction.status)}).</p>
      <p><a href="${escapeHtml(resultUrl)}">Back to Domus</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout · Domus</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f5f9; color: #1d2433; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
  .badge { display: inline-block; background: #fff4d6; color: #7a5600; border-radius: 999px;
           padding: 0.2rem 0.7rem; font-size: 0.8rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  form { display: grid; gap: 0.6rem; }
  button { font: inherit; padding: 0.7rem 1rem; border-radius: 8px; border: 1px solid #c9d0dc;
           background: #fff; cursor: pointer; }
  button.pay { background: #1f6feb; color: #fff; border-color: #1f6feb; font-weight: 600; }
</style>
</head>
<body>
<main>
  <span class="badge">Sandbox: no real money moves</span>
  <h1>Pay for ${escapeHtml(transaction.package_name)}</h1>
  <p>Payment #${transaction.id}</p>
  ${body}
</main>
</body>
</html>`;
}
