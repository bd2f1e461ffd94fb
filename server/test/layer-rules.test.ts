/**
 * The layer rules of eslint.config.js, proved on snippets: each forbidden import
 * fails under the path of the layer it breaks, and the same line passes where it is allowed.
 * Without type information, so it runs in a second and proves the rules, not the code base.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  const config = (await import(path.join(root, 'eslint.config.js'))) as {
    layerRules: Linter.Config[];
  };
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...config.layerRules,
    ],
  });
});

async function ruleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const cases: Array<{ layer: string; file: string; code: string; rule: string }> = [
  {
    layer: 'a route importing drizzle',
    file: 'server/src/modules/health/routes.ts',
    code: "import { sql } from 'drizzle-orm';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a route importing its repository',
    file: 'server/src/modules/analytics/routes.ts',
    code: "import { analyticsRepository } from './repository';",
    rule: 'no-restricted-imports',
  },
  {
    layer: "a route importing another module's split repository",
    file: 'server/src/modules/admin/users.routes.ts',
    code: "import { usersRepository } from '../users/users.repository';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a route importing the database client',
    file: 'server/src/modules/files/routes.ts',
    code: "import { createDb } from '../../db/client';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a service importing drizzle',
    file: 'server/src/modules/demands/service.ts',
    code: "import { and, eq } from 'drizzle-orm';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a service importing a schema table',
    file: 'server/src/modules/admin/users.service.ts',
    code: "import { users } from '../../db/schema';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a job importing drizzle',
    file: 'server/src/jobs/lot-late.ts',
    code: "import { sql } from 'drizzle-orm';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a plugin importing the database client',
    file: 'server/src/plugins/auth.ts',
    code: "import { openDatabase } from '../db/client';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a module file of any name importing a table',
    file: 'server/src/modules/payments/apply.ts',
    code: "import { payments } from '../../db/schema';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'the app handing out its database',
    file: 'server/src/app.ts',
    code: "app.decorate('db', database.db);",
    rule: 'no-restricted-syntax',
  },
  {
    layer: 'demands/professionals importing drizzle',
    file: 'server/src/modules/demands/professionals.ts',
    code: "import { sql } from 'drizzle-orm/sql';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a repository importing a service',
    file: 'server/src/modules/conversations/messages.repository.ts',
    code: "import { ConversationService } from './service';",
    rule: 'no-restricted-imports',
  },
  {
    layer: "a service importing another module's repository",
    file: 'server/src/modules/admin/users.service.ts',
    code: "import { profileRepository } from '../profile/repository';",
    rule: 'no-restricted-imports',
  },
  {
    layer: "a module file importing another module's split repository",
    file: 'server/src/modules/demands/removal.ts',
    code: "import { storageDeletionsRepository } from '../files/deletions.repository';",
    rule: 'no-restricted-imports',
  },
  {
    layer: "a module's subfolder importing another module's repository",
    file: 'server/src/modules/payments/mercadopago/provider.ts',
    code: "import { plansRepository } from '../../plans/repository';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a job importing a repository',
    file: 'server/src/jobs/lot-late.ts',
    code: "import { lotsRepository } from '../modules/lots/repository';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature importing Dexie',
    file: 'renderer/src/features/notifications/use-notifications.ts',
    code: "import { useLiveQuery } from 'dexie-react-hooks';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature importing the device database',
    file: 'renderer/src/features/profile/ProfileEditor.tsx',
    code: "import { db } from '../../data/db';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature touching window.desktop',
    file: 'renderer/src/features/messages/Thread.tsx',
    code: 'export const bridge = window.desktop;',
    rule: 'no-restricted-properties',
  },
  {
    layer: 'a kit importing the device database',
    file: 'renderer/src/kits/session/session.ts',
    code: "import { db } from '../../data/db';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a kit touching window.desktop',
    file: 'renderer/src/kits/demands/attachments/useSaveAttachment.ts',
    code: 'export const bridge = window.desktop;',
    rule: 'no-restricted-properties',
  },
  {
    layer: 'a feature importing another feature',
    file: 'renderer/src/features/my-demands/MyDemandsPage.tsx',
    code: "import { FindProfessionalsPage } from '../professionals/FindProfessionalsPage';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature re-exporting another feature',
    file: 'renderer/src/features/dashboard/DashboardPage.tsx',
    code: "export { useDemandParam } from '../opportunities/OpportunitiesPage';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature reaching another feature through features/',
    file: 'renderer/src/features/admin/DemandsPage.tsx',
    code: "import { MyDemandsPage } from '../../features/my-demands/MyDemandsPage';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature test importing another feature',
    file: 'renderer/src/features/my-jobs/MyJobsPage.test.tsx',
    code: "import { OpportunitiesPage } from '../opportunities/OpportunitiesPage';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a file in a feature subfolder importing another feature',
    file: 'renderer/src/features/plans/checkout/Pix.tsx',
    code: "import { ProfilePage } from '../../profile/ProfilePage';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a feature lazily importing another feature',
    file: 'renderer/src/features/profile/ProfileEditor.tsx',
    code: "export const plans = () => import('../plans/PlansPage');",
    rule: 'no-restricted-syntax',
  },
  {
    layer: "a feature test mocking another feature's module",
    file: 'renderer/src/features/dashboard/DashboardPage.test.tsx',
    code: "vi.doMock('../opportunities/OpportunitiesPage', () => ({}));",
    rule: 'no-restricted-syntax',
  },
  {
    layer: 'a feature file deeper than the rule reaches',
    file: 'renderer/src/features/plans/a/b/c/d/Deep.tsx',
    code: 'export const deep = 1;',
    rule: 'no-restricted-syntax',
  },
  {
    layer: 'a kit importing a feature',
    file: 'renderer/src/kits/demands/DemandDetailsModal.tsx',
    code: "import { MyDemandsPage } from '../../features/my-demands/MyDemandsPage';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'a kit lazily importing a feature',
    file: 'renderer/src/kits/demands/attachments/AttachmentList.tsx',
    code: "export const page = () => import('../../../features/messages/MessagesPage');",
    rule: 'no-restricted-syntax',
  },
  {
    layer: 'ui/ importing a kit',
    file: 'renderer/src/ui/OfflineNotice.tsx',
    code: "import { formatDateTime } from '../kits/demands/format';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'data/ importing a kit',
    file: 'renderer/src/data/demands/hooks.ts',
    code: "import { formatBudget } from '../../kits/demands/format';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'data/ importing a feature',
    file: 'renderer/src/data/demands/hooks.ts',
    code: "import { useCurrentUser } from '../../features/session/session-store';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'platform/ importing Mantine',
    file: 'renderer/src/platform/desktop.ts',
    code: "import { notifications } from '@mantine/notifications';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'platform/ importing @mantine/core',
    file: 'renderer/src/platform/desktop.ts',
    code: "import { Button } from '@mantine/core';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'platform/ importing ui/ (its toasts are plugged in by the app)',
    file: 'renderer/src/platform/desktop.ts',
    code: "import { platformToasts } from '../ui/notify';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'platform/ importing a kit',
    file: 'renderer/src/platform/web.ts',
    code: "import { signOut } from '../kits/session/session';",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'platform/ importing icons',
    file: 'renderer/src/platform/web.ts',
    code: "import { IconX } from '@tabler/icons-react';",
    rule: 'no-restricted-imports',
  },
];

describe('layer rules', () => {
  it.each(cases)('$layer fails', async ({ file, code, rule }) => {
    expect(await ruleErrors(file, code)).toEqual([rule]);
  });

  it.each([
    [
      'a service importing a row type',
      'server/src/modules/auth/service.ts',
      "import type { UserRow } from '../../db/schema';",
    ],
    [
      'a service importing its repository',
      'server/src/modules/demands/service.ts',
      "import { demandsRepository } from './repository';",
    ],
    [
      'a service importing its own split repository',
      'server/src/modules/admin/users.service.ts',
      "import { adminUsersRepository } from './users.repository';",
    ],
    [
      "a module's subfolder importing its module's repository",
      'server/src/modules/payments/mercadopago/provider.ts',
      "import { paymentsRepository } from '../repository';",
    ],
    [
      "a service importing another module's service",
      'server/src/modules/reports/service.ts',
      "import { ratingRecords } from '../ratings/service';",
    ],
    [
      "a repository importing another module's repository (shared SQL)",
      'server/src/modules/admin/users.repository.ts',
      "import { usersRepository } from '../users/repository';",
    ],
    [
      'a job importing a service',
      'server/src/jobs/lot-late.ts',
      "import type { LotService } from '../modules/lots/service';",
    ],
    [
      'a repository importing drizzle',
      'server/src/modules/demands/repository.ts',
      "import { sql } from 'drizzle-orm';",
    ],
    [
      'a route importing its service type',
      'server/src/modules/catalogue/routes.ts',
      "import type { CatalogueKind } from './service';",
    ],
    [
      'the advisory-lock helper in db/ speaking SQL',
      'server/src/db/exclusive.ts',
      "import { sql } from 'drizzle-orm';",
    ],
    [
      'a named SQL helper speaking SQL',
      'server/src/lib/sync.ts',
      "import { sql } from 'drizzle-orm';",
    ],
    [
      'a job importing the Db type',
      'server/src/jobs/email-worker.ts',
      "import type { Db } from '../db/client';",
    ],
    [
      'a data hook importing Dexie',
      'renderer/src/data/notifications/hooks.ts',
      "import { useLiveQuery } from 'dexie-react-hooks';",
    ],
    [
      'a feature importing a data hook',
      'renderer/src/features/notifications/use-notifications.ts',
      "import { useCachedNotifications } from '../../data/notifications/hooks';",
    ],
    [
      'platform/ reading window.desktop',
      'renderer/src/platform/index.ts',
      'export const bridge = window.desktop;',
    ],
    [
      'a feature importing a kit',
      'renderer/src/features/my-demands/MyDemandsPage.tsx',
      "import { DemandDetailsModal } from '../../kits/demands/DemandDetailsModal';",
    ],
    [
      'a feature lazily importing a kit',
      'renderer/src/features/profile/ProfileEditor.tsx',
      "export const part = () => import('../../kits/portfolio/PortfolioSection');",
    ],
    [
      'a feature importing its own module',
      'renderer/src/features/my-demands/MyDemandsPage.tsx',
      "import { DemandCard } from './DemandCard';",
    ],
    [
      'a file in a feature subfolder importing its feature',
      'renderer/src/features/plans/checkout/Pix.tsx',
      "import { PLAN_PAGE_TEXTS } from '../PlansPage';",
    ],
    [
      'a feature importing ui/, data/ and the app shell',
      'renderer/src/features/plans/CheckoutPage.tsx',
      "import { notify } from '../../ui/notify';\nimport { usePlans } from '../../data/plans/hooks';\nimport { APP_PATHS } from '../../app/shell/paths';",
    ],
    [
      'a feature test using a shared test kit',
      'renderer/src/features/my-jobs/MyJobsPage.test.tsx',
      "import { aProvider } from '../../test/opportunities-kit';\nvi.doMock('../../kits/demands/DemandDetailsModal');",
    ],
    [
      'a kit importing another kit, ui/ and data/',
      'renderer/src/kits/demands/DemandDetailsModal.tsx',
      "import { LotsSection } from '../lots/LotsSection';\nimport { notify } from '../../ui/notify';\nimport { api } from '../../data/api';",
    ],
    [
      'the app lazily importing a feature',
      'renderer/src/app/pages.ts',
      "export const plans = () => import('../features/plans/PlansPage');",
    ],
    [
      'the app importing a feature',
      'renderer/src/app/AppRoutes.tsx',
      "import { LandingPage } from '../features/landing/LandingPage';",
    ],
    [
      'a feature test arranging the cache',
      'renderer/src/features/my-jobs/MyJobsPage.test.tsx',
      "import { db } from '../../data/db';",
    ],
  ])('%s passes', async (_label, file, code) => {
    expect(await ruleErrors(file, code)).toEqual([]);
  });
});
