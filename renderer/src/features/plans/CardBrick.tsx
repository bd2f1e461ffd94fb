import type { CardToken } from '@alinhavo/shared/schemas/plan';
import { CardPayment, initMercadoPago } from '@mercadopago/sdk-react';
import { useMemo } from 'react';

/**
 * Mercado Pago's Card Payment Brick: the card form is Mercado Pago's own, in its own
 * frames; what reaches `onToken` is the token it made. Card numbers never touch our code.
 * Its own lazy chunk: only the card screen downloads it.
 */
export default function CardBrick({
  publicKey,
  amountCents,
  onToken,
  onReady,
  onError,
}: {
  publicKey: string;
  amountCents: number;
  onToken: (card: CardToken) => Promise<void>;
  onReady: () => void;
  onError: () => void;
}) {
  useMemo(() => initMercadoPago(publicKey, { locale: 'pt-BR' }), [publicKey]);
  return (
    <CardPayment
      initialization={{ amount: amountCents / 100 }}
      locale="pt-BR"
      onReady={onReady}
      onError={onError}
      onSubmit={async (data) => {
        const identification = data.payer.identification;
        await onToken({
          token: data.token,
          payment_method_id: data.payment_method_id,
          ...(data.issuer_id ? { issuer_id: String(data.issuer_id) } : {}),
          installments: data.installments,
          payer: {
            ...(data.payer.email ? { email: data.payer.email } : {}),
            ...(identification?.type && identification.number
              ? { identification: { type: identification.type, number: identification.number } }
              : {}),
          },
        });
      }}
    />
  );
}
