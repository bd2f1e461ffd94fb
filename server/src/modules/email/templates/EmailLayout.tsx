import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { EMAIL_CONTENT } from '@alinhavo/shared/messages/email-content';

/** What every e-mail ends with: why it came, and the links to stop it. */
export interface EmailFooter {
  unsubscribeUrl: string;
  unsubscribeLabel: string;
  manageUrl: string;
}

/** The app's primary colour (vinho 8 of renderer/src/app/theme.ts). */
export const BRAND = '#7a2744';
const main = { backgroundColor: '#f4f6f8', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  margin: '24px auto',
  maxWidth: '560px',
  padding: '24px',
};
const small = { color: '#5c6670', fontSize: '12px', lineHeight: '18px' };

export function EmailLayout(props: {
  preview: string;
  heading: string;
  greeting: string;
  children: ReactNode;
  footer: EmailFooter;
}) {
  return (
    <Html lang="pt-BR">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={main}>
        <Container style={card}>
          <Text style={{ color: BRAND, fontSize: '20px', fontWeight: 700, margin: 0 }}>
            Alinhavo
          </Text>
          <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', color: '#1f2933' }}>
            {props.heading}
          </Heading>
          <Text style={{ fontSize: '16px' }}>{props.greeting}</Text>
          {props.children}
          <Text style={{ fontSize: '16px' }}>{EMAIL_CONTENT.signature}</Text>
          <Hr />
          <Section>
            <Text style={small}>{EMAIL_CONTENT.footerWhy}</Text>
            <Text style={small}>
              <Link href={props.footer.unsubscribeUrl} style={{ color: '#5c6670' }}>
                {props.footer.unsubscribeLabel}
              </Link>
              {' · '}
              <Link href={props.footer.manageUrl} style={{ color: '#5c6670' }}>
                {EMAIL_CONTENT.footerManage}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const buttonStyle = {
  backgroundColor: BRAND,
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
};
