import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { lazyPart } from '../lazy-page';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useUnreadConversationCount } from '../../data/messages/unread-conversations';
import { useUnreadNotificationCount } from '../../data/notifications/hooks';
import { startDemandsCache } from '../../data/demands/cache';
import { startNotificationsCache } from '../../data/notifications/cache';
import { startPeopleCache } from '../../data/people/events';
import { connectRealtime, disconnectRealtime } from '../../data/realtime/realtime';
import { signOut } from '../../kits/session/session';
import { followServerSession } from '../../kits/session/session-events';
import { useSessionStore } from '../../data/session-store';
import { platformNotices } from '../../platform/notices';
import { platformToasts } from '../../ui/notify';
import { PageAreaLoader } from '../FullPageLoader';
import { adminTabTitle, pageTitle } from './navigation';
import { ShellHeader } from './ShellHeader';
import classes from './Frame.module.css';
import { Sidebar } from './Sidebar';
import { titleWithUnread, useNewMessageToasts, useOpenConversationId } from './unread';

// Asked after the frame is up: whether the terms in force were accepted is not part of drawing
// the first screen, so its code and request come right after it.
const TermsPrompt = lazyPart(() =>
  import('../../features/legal/TermsPrompt').then((m) => ({ default: m.TermsPrompt })),
);

// platform/ holds no UI: what it tells while it works (a desktop download's progress, a file that
// would not open) shows as these toasts. Attachments are saved only from pages in this frame.
platformNotices.shownWith = platformToasts;

/** The signed-in frame: header, role menu (a burger drawer under 768 px) and the page. */
export function AppLayout() {
  const user = useSessionStore((s) => s.user);
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = pageTitle(pathname);
  // On a phone the page's own heading is below the fold of a long header, and every admin tab
  // would read 'Painel Admin': the header names the tab there. Read at the first render, so the
  // title does not change under the reader's eyes.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const adminTab = adminTabTitle(pathname);
  const headerTitle = phone && adminTab ? adminTab : title;
  const unreadCount = useUnreadNotificationCount();
  // A message that arrives while the person is on another screen is seen anywhere: the count
  // of unread conversations on Mensagens in the menu (and the phone's burger), in the tab's
  // title, and a toast that opens it.
  const openConversation = useOpenConversationId();
  const unreadConversations = useUnreadConversationCount(openConversation);
  useNewMessageToasts(user?.id, openConversation);

  // One realtime connection while someone is signed in (DESIGN §6), and the device's copy of
  // conversations, messages and notifications kept current with it (DESIGN §7); the session
  // listens to it here too (a suspension), so pages before sign-in load no socket.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const stopNotifications = startNotificationsCache();
    const stopDemands = startDemandsCache();
    const stopPeople = startPeopleCache();
    const stopSessionEvents = followServerSession();
    // The conversations' copy, the message outbox (their code is not the dashboard's
    // first screen), the lot-step outbox and the desktop's native notifications load after it
    // (./lazy-listeners); the socket connects once they listen, so its first
    // connection's sync and no pushed event is missed.
    const stopLazy: Array<() => void> = [];
    let left = false;
    void import('./lazy-listeners')
      .then((lazy) => {
        if (!left) stopLazy.push(...lazy.startLazyListeners(userId));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!left) void connectRealtime();
      });
    return () => {
      left = true;
      stopLazy.forEach((stop) => stop());
      stopSessionEvents();
      stopNotifications();
      stopPeople();
      stopDemands();
      disconnectRealtime();
    };
  }, [userId]);

  useEffect(() => {
    const name = adminTab ? `${adminTab} · ${title}` : title;
    const own = name === 'Alinhavo' ? 'Alinhavo' : `${name} · Alinhavo`;
    document.title = titleWithUnread(own, unreadConversations);
    // Leaving the signed-in frame (signing out) takes the count away with it.
    return () => {
      if (document.title === titleWithUnread(own, unreadConversations)) document.title = own;
    };
  }, [title, adminTab, unreadConversations]);

  if (!user) return null;

  async function logout() {
    await signOut();
    void navigate('/', { replace: true });
  }

  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <ShellHeader
          title={headerTitle}
          user={user}
          unreadCount={unreadCount}
          unreadConversations={unreadConversations}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
          onLogout={() => void logout()}
        />
      </header>
      <nav className={classes.navbar} data-opened={menuOpened || undefined}>
        <Sidebar user={user} unreadConversations={unreadConversations} onNavigate={menu.close} />
      </nav>
      <main className={classes.main}>
        <Suspense fallback={<PageAreaLoader />}>
          <Outlet />
        </Suspense>
        <Suspense fallback={null}>
          <TermsPrompt />
        </Suspense>
      </main>
    </div>
  );
}
