import { Button, Link, Section, Text } from '@react-email/components';
import { BRAND, EmailLayout, buttonStyle, type EmailFooter } from './EmailLayout';

export interface DemandItem {
  title: string;
  service: string;
  /** 'Cidade/UF', or empty when the demand names no place. */
  place: string;
  url: string;
}

/** New demands for a provider: one as it happens, or the day's in the 8h digest. */
export function DemandsEmail(props: {
  heading: string;
  greeting: string;
  intro: string;
  demands: DemandItem[];
  action: { label: string; url: string };
  footer: EmailFooter;
}) {
  return (
    <EmailLayout
      preview={props.demands.map((d) => d.title).join(' · ')}
      heading={props.heading}
      greeting={props.greeting}
      footer={props.footer}
    >
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>{props.intro}</Text>
      {props.demands.map((d, i) => (
        <Section
          key={i}
          style={{ borderLeft: `3px solid ${BRAND}`, margin: '12px 0', paddingLeft: '12px' }}
        >
          <Text style={{ fontSize: '16px', fontWeight: 600, margin: '0 0 4px' }}>
            <Link href={d.url} style={{ color: BRAND }}>
              {d.title}
            </Link>
          </Text>
          <Text style={{ color: '#5c6670', fontSize: '14px', margin: 0 }}>
            {d.place ? `${d.service} · ${d.place}` : d.service}
          </Text>
        </Section>
      ))}
      <Section style={{ margin: '24px 0' }}>
        <Button href={props.action.url} style={buttonStyle}>
          {props.action.label}
        </Button>
      </Section>
    </EmailLayout>
  );
}
