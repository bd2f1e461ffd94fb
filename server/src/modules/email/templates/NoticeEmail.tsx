import { Button, Section, Text } from '@react-email/components';
import { EmailLayout, buttonStyle, type EmailFooter } from './EmailLayout';

/** One piece of news (a choice, a completion, a message, a rating, the plan) and one link. */
export function NoticeEmail(props: {
  heading: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: EmailFooter;
}) {
  return (
    <EmailLayout
      preview={props.paragraphs[0] ?? props.heading}
      heading={props.heading}
      greeting={props.greeting}
      footer={props.footer}
    >
      {props.paragraphs.map((p) => (
        <Text key={p} style={{ fontSize: '16px', lineHeight: '24px' }}>
          {p}
        </Text>
      ))}
      <Section style={{ margin: '24px 0' }}>
        <Button href={props.action.url} style={buttonStyle}>
          {props.action.label}
        </Button>
      </Section>
    </EmailLayout>
  );
}
