import type { DesktopBridge } from '@alinhavo/shared/ipc/channels';
import type { Lot, LotEvent } from '@alinhavo/shared/schemas/lot';
import type { Notification } from '@alinhavo/shared/schemas/notification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDesktopNotices, type NoticeSource } from './desktop-notices';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const DEMAND = '6f1c2a4e-8b9d-4e3f-a1b2-c3d4e5f60718';
const CONVERSATION = '7a2d3b5f-9c0e-4f4a-b2c3-d4e5f6071829';

function aNotification(overrides: Partial<Notification>): Notification {
  return {
    id: '8b3e4c6a-0d1f-4a5b-83d4-e5f607182930',
    user_id: ME,
    type: 'new_message',
    title: 'Nova mensagem',
    message: 'Ateliê Flor de Lis: as peças chegam amanhã?',
    demand_id: null,
    conversation_id: CONVERSATION,
    is_read: false,
    created_at: '2026-11-28T12:00:00.000Z',
    updated_at: '2026-11-28T12:00:00.000Z',
    ...overrides,
  };
}

function aLot(actorId: string | null): Lot {
  const event = {
    step: 'ENTREGUE',
    actor_id: actorId,
    actor_name: 'Ateliê Flor de Lis',
  } as unknown as LotEvent;
  return { number: 3, demand_id: DEMAND, events: [event] } as unknown as Lot;
}

function harness() {
  const invoke = vi.fn(async () => true);
  window.desktop = { invoke, on: vi.fn() } as unknown as DesktopBridge;
  const emit: { notification?: (n: Notification) => void; lot?: (lot: Lot) => void } = {};
  const source: NoticeSource = {
    onNotification: (listener) => {
      emit.notification = listener;
      return () => (emit.notification = undefined);
    },
    onLot: (listener) => {
      emit.lot = listener;
      return () => (emit.lot = undefined);
    },
    me: () => ME,
  };
  return { invoke, emit, source };
}

afterEach(() => {
  delete window.desktop;
});

describe('followDesktopNotices', () => {
  it('hands a new message, a selection and an approval to the main process, with the screen to open', () => {
    const { invoke, emit, source } = harness();
    followDesktopNotices(source);

    emit.notification?.(aNotification({}));
    emit.notification?.(
      aNotification({
        type: 'selected',
        title: 'Você foi escolhida',
        message: 'Camisetas',
        conversation_id: null,
        demand_id: DEMAND,
      }),
    );
    emit.notification?.(
      aNotification({ type: 'approved', title: 'Perfil aprovado', conversation_id: null }),
    );

    expect(invoke.mock.calls).toEqual([
      [
        'notify:show',
        {
          kind: 'message',
          title: 'Nova mensagem',
          body: 'Ateliê Flor de Lis: as peças chegam amanhã?',
          target: { kind: 'conversa', id: CONVERSATION },
        },
      ],
      [
        'notify:show',
        {
          kind: 'selection',
          title: 'Você foi escolhida',
          body: 'Camisetas',
          target: { kind: 'demanda', id: DEMAND },
        },
      ],
      [
        'notify:show',
        {
          kind: 'approval',
          title: 'Perfil aprovado',
          body: 'Ateliê Flor de Lis: as peças chegam amanhã?',
          target: null,
        },
      ],
    ]);
  });

  it('leaves the other kinds of notification to the page', () => {
    const { invoke, emit, source } = harness();
    followDesktopNotices(source);
    emit.notification?.(aNotification({ type: 'new_demand' }));
    emit.notification?.(aNotification({ type: 'payment_confirmed' }));
    expect(invoke).not.toHaveBeenCalled();
  });

  it("tells of a lot step someone else took, never of one's own", () => {
    const { invoke, emit, source } = harness();
    followDesktopNotices(source);
    emit.lot?.(aLot(ME));
    emit.lot?.(aLot(OTHER));
    expect(invoke.mock.calls).toEqual([
      [
        'notify:show',
        {
          kind: 'lot',
          title: 'Lote 3: Entregue',
          body: 'Ateliê Flor de Lis',
          target: { kind: 'demanda', id: DEMAND },
        },
      ],
    ]);
  });

  it('does nothing on the web, and stops listening when the shell leaves', () => {
    const { emit, source } = harness();
    delete window.desktop;
    followDesktopNotices(source)();
    expect(emit.notification).toBeUndefined();

    window.desktop = { invoke: vi.fn(async () => true), on: vi.fn() } as unknown as DesktopBridge;
    const stop = followDesktopNotices(source);
    expect(emit.notification).toBeDefined();
    stop();
    expect(emit.notification).toBeUndefined();
    expect(emit.lot).toBeUndefined();
  });
});
