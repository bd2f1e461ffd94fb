import {
  Accordion,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LEGAL_TEXTS as T } from '@alinhavo/shared/messages/legal';
import { whatsappLink } from '@alinhavo/shared/rules/contact';
import type { PublicSettings } from '@alinhavo/shared/schemas/legal';
import { docValues, fillDoc } from '../../docs/fill';
import { searchDoc } from '../../docs/search';
import type { Doc } from '../../docs/types';
import { DocHtml } from '../../kits/public-docs/DocHtml';

/**
 * Spec §2 Help centre: collapsible categories and questions, a search over them (accents aside)
 * and 'Falar com Suporte'. The same for the signed-in page and the public /ajuda.
 */
export function HelpCenter({ doc: raw, settings }: { doc: Doc; settings: PublicSettings }) {
  const doc = useMemo(() => fillDoc(raw, docValues(settings)), [raw, settings]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const hits = useMemo(() => (deferred ? searchDoc(doc, deferred) : null), [doc, deferred]);

  return (
    <Stack gap="lg">
      {doc.text && <Text c="dimmed">{doc.text}</Text>}
      <TextInput
        label={T.helpSearch}
        placeholder={T.helpSearchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        rightSection={
          query ? (
            <CloseButton aria-label="Limpar busca" onClick={() => setQuery('')} size="sm" />
          ) : null
        }
      />

      {hits ? (
        <Stack gap="xs" aria-live="polite">
          <Text size="sm" c="dimmed">
            {hits.length === 0 ? T.helpNothingFound(deferred) : T.helpFoundCount(hits.length)}
          </Text>
          {hits.length > 0 && (
            <Accordion multiple variant="separated" defaultValue={hits.map((h) => h.question.id)}>
              {hits.map(({ section, question }) => (
                <Accordion.Item key={question.id} value={question.id}>
                  <Accordion.Control>
                    <Stack gap={2}>
                      <Badge variant="light" size="xs" w="fit-content">
                        {section.title}
                      </Badge>
                      <Text fw={600}>{question.question}</Text>
                    </Stack>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <DocHtml html={question.html} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      ) : (
        <Accordion multiple variant="separated" chevronPosition="right">
          {doc.sections.map((section) => (
            <Accordion.Item key={section.id} value={section.id}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Title order={3} size="h4">
                    {section.title}
                  </Title>
                  <Badge
                    variant="light"
                    size="sm"
                    aria-label={`${section.questions.length} perguntas`}
                  >
                    {section.questions.length}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {section.html && <DocHtml html={section.html} />}
                <Accordion multiple variant="contained">
                  {section.questions.map((q) => (
                    <Accordion.Item key={q.id} value={q.id}>
                      <Accordion.Control>
                        <Text fw={500}>{q.question}</Text>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <DocHtml html={q.html} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}

      {/* Each contact only when the server names it (SUPPORT_WHATSAPP, SUPPORT_EMAIL). */}
      {(settings.support_whatsapp || settings.support_email) && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{T.helpStillNeed}</Text>
            {settings.support_whatsapp && (
              <Button
                component="a"
                href={whatsappLink(settings.support_whatsapp, T.supportGreeting)}
                target="_blank"
                rel="noopener noreferrer"
                color="teal"
                leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              >
                {T.helpTalkToSupport}
              </Button>
            )}
            {settings.support_email && (
              <Text size="sm" c="dimmed">
                {T.helpSupportEmail}{' '}
                <Anchor href={`mailto:${settings.support_email}`} size="sm">
                  {settings.support_email}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
