import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/auth-session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useEmailMetrics } from '../api/get-email-metrics.ts';
import { useMailServiceStatus } from '../api/get-mail-service-status.ts';
import { AnalyticsTab } from '../components/analytics/analytics-tab.tsx';
import { ComposeEmailForm } from '../components/compose/compose-email-form.tsx';
import { InboxTab } from '../components/inbox/inbox-tab.tsx';
import { MailServiceSummary } from '../components/mail-service-summary.tsx';
import { OutboxTab } from '../components/outbox/outbox-tab.tsx';
import { TemplatesTab } from '../components/templates/templates-tab.tsx';
import type { EmailPageSlots } from '../email-slots.ts';

const TITLE = 'Email Management System';
const TABS = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'outbox', label: 'Outbox' },
  { value: 'compose', label: 'Compose' },
  { value: 'templates', label: 'Templates' },
  { value: 'analytics', label: 'Analytics' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The filters each tab keeps in the address; leaving the tab drops them. */
const TAB_PARAMS: Record<Tab, readonly string[]> = {
  inbox: ['filter', 'search', 'page'],
  outbox: ['delivery_status', 'search', 'page'],
  compose: [],
  templates: ['type'],
  analytics: [],
};

/** /email (spec 02 E-mail management): inbox, outbox, compose, templates, analytics; the tab is in the address. */
export function EmailPage({ slots = {} }: { slots?: EmailPageSlots }) {
  useDocumentTitle('Email');
  const { can } = useAuth();
  if (!can('send_email')) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Card>
          <EmptyState
            icon={<Lock />}
            title="E-mail is for the hiring team"
            description="Your role does not send e-mail to candidates. Ask an administrator if you need it."
          />
        </Card>
      </>
    );
  }
  return <EmailWorkspace slots={slots} />;
}

function EmailWorkspace({ slots }: { slots: EmailPageSlots }) {
  const { params, update } = useUrlFilters();
  // spec 02: /email?search={email} (the candidate page's link) filters the inbox, the default tab
  const tab: Tab = TABS.find((tab) => tab.value === params.get('tab'))?.value ?? 'inbox';
  const status = useMailServiceStatus();
  // spec 02: the inbox tab shows the count of e-mails processed
  const processed = useEmailMetrics().data?.total_emails_processed;
  const [composeRound, setComposeRound] = useState(0);

  const changeTab = (next: string) => {
    const cleared = Object.fromEntries(
      Object.entries(TAB_PARAMS)
        .filter(([owner]) => owner !== next)
        .flatMap(([, keys]) => keys.map((key) => [key, undefined])),
    );
    update({ ...cleared, tab: next === 'inbox' ? undefined : next });
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Turn application e-mails into candidates, write to them from templates and follow every delivery."
        actions={<MailServiceSummary status={status.data} />}
      />
      {status.data && !status.data.sending_enabled ? (
        <Alert className="mb-5" title="Mail delivery is off">
          E-mails you send wait in the Outbox, marked "Not sent". An administrator sets SMTP_URL to send them;
          then Retry sends each one.
        </Alert>
      ) : null}
      {status.isError ? (
        <Alert className="mb-5" tone="error" title="Couldn't check the mail service">
          Sending still works; the Outbox shows what happened to each message.
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList>
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
              {value === 'inbox' && processed !== undefined ? (
                <>
                  <span
                    aria-hidden
                    className="ml-1.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600 tabular-nums"
                  >
                    {processed}
                  </span>
                  <span className="sr-only">, {processed} processed</span>
                </>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="inbox">
          <InboxTab status={status.data} />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxTab />
        </TabsContent>
        <TabsContent value="compose">
          <Card>
            <CardContent className="py-5">
              <ComposeEmailForm
                key={composeRound}
                prefill={{}}
                onDone={() => setComposeRound((round) => round + 1)}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab jobSelect={slots.jobSelect} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
