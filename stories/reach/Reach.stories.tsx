// Reaching an exhibitor from a product's page: the actions, and each dialog in each of its states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { reach as reachCopy } from '../../src/copy/reach';
import { forgetInquiries } from '../../src/features/reach/inquiryQueue';
import { exhibitor, product } from '../fixtures/event';
import { endpoints, platform } from '../fixtures/api';
import { visitor } from '../fixtures/visitors';
import { failure, pending } from '../support/outcome';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { reachEndpoints, reachNotEnabled } from './fixtures';

export default {
  title: 'Features/Reach',
  // A request one story keeps offline is no other story's.
  beforeEach: () => () => forgetInquiries(),
  ...onRoute(`/products?product=${product.id}&exhibitor=${exhibitor.id}`, { api: platform, ports: { user: visitor } }),
} satisfies Meta;
type Story = StoryObj;

async function openDialog(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 10_000 }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}
const openQuote = () => openDialog(reachCopy.askQuoteNamed(product.name));
const openShare = () => openDialog(reachCopy.shareContactNamed(exhibitor.name));
const openMeeting = () => openDialog(reachCopy.bookMeetingNamed(exhibitor.name));

/** A quotation request filled in, consent given, and sent. */
async function sendQuote(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(reachCopy.noteLabel), 'Mohon harga untuk 2 unit.');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: reachCopy.consent(exhibitor.name) }));
  await userEvent.click(within(dialog).getByRole('button', { name: reachCopy.send }));
}

/** Signed in: ask for a quotation, chat on WhatsApp, share the contact, arrange a meeting. */
export const ProductActions: Story = {
  play: async () => {
    const actions = await screen.findByRole('group', { name: reachCopy.actionsLabel(exhibitor.name) }, { timeout: 10_000 });
    expect(within(actions).getByRole('link', { name: reachCopy.whatsappNamed(exhibitor.name) })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=/));
    expect(within(actions).getAllByRole('button')).toHaveLength(3);
  },
};

export const ProductActionsOnDesktop: Story = { ...onViewport('desktop'), play: ProductActions.play };

/** Not signed in: a way to sign in, and the WhatsApp chat (it needs no account). */
export const ProductActionsAnonymous: Story = {
  parameters: { pameran: { ports: { user: null } } },
  play: async () => {
    const actions = await screen.findByRole('group', { name: reachCopy.actionsLabel(exhibitor.name) }, { timeout: 10_000 });
    expect(within(actions).getByRole('link', { name: reachCopy.signIn })).toHaveAttribute('href', '/login');
    expect(within(actions).getByRole('link', { name: reachCopy.whatsappNamed(exhibitor.name) })).toBeVisible();
  },
};

/** A WhatsApp field that is no telephone number gives no link. */
export const WhatsAppNumberRefused: Story = {
  parameters: { pameran: { api: { [endpoints.exhibitor]: { ...exhibitor, whatsapp: 'https://wa.me/evil' } } } },
  play: async () => {
    const actions = await screen.findByRole('group', { name: reachCopy.actionsLabel(exhibitor.name) }, { timeout: 10_000 });
    expect(within(actions).queryByRole('link')).toBeNull();
  },
};

/** The exhibitor's own page carries the same actions. */
export const ExhibitorActions: Story = {
  parameters: { pameran: { route: `/products?exhibitor=${exhibitor.id}` } },
  play: async () => {
    const actions = await screen.findByRole('group', { name: reachCopy.actionsLabel(exhibitor.name) }, { timeout: 10_000 });
    expect(within(actions).getByRole('button', { name: reachCopy.askQuoteNamed(exhibitor.name) })).toBeVisible();
  },
};

export const QuoteForm: Story = {
  play: async () => {
    const dialog = await openQuote();
    expect(await within(dialog).findByLabelText(reachCopy.phoneLabel)).toHaveValue(visitor.phone);
    expect(within(dialog).getByText(reachCopy.quoteAbout(product.name))).toBeVisible();
  },
};

export const QuoteFormOnDesktop: Story = { ...onViewport('desktop'), play: QuoteForm.play };

export const QuoteConsentRequired: Story = {
  play: async () => {
    const dialog = await openQuote();
    await userEvent.type(await within(dialog).findByLabelText(reachCopy.noteLabel), 'Harga?');
    await userEvent.click(within(dialog).getByRole('button', { name: reachCopy.send }));
    expect(await within(dialog).findByText(reachCopy.consentRequired)).toBeVisible();
  },
};

export const QuoteInvalidInput: Story = {
  play: async () => {
    const dialog = await openQuote();
    await userEvent.type(await within(dialog).findByLabelText(reachCopy.quantityLabel), '0');
    await userEvent.clear(within(dialog).getByLabelText(reachCopy.phoneLabel));
    await userEvent.type(within(dialog).getByLabelText(reachCopy.phoneLabel), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: reachCopy.send }));
    expect(await within(dialog).findByText(reachCopy.quantityInvalid)).toBeVisible();
    expect(within(dialog).getByText(reachCopy.noteRequired)).toBeVisible();
    expect(within(dialog).getByText(reachCopy.phoneInvalid)).toBeVisible();
  },
};

export const QuoteSending: Story = {
  parameters: { pameran: { api: { [reachEndpoints.sendInquiry]: pending } } },
  play: async () => {
    const dialog = await openQuote();
    await sendQuote(dialog);
    expect(await within(dialog).findByRole('button', { name: reachCopy.sending })).toBeVisible();
  },
};

export const QuoteSent: Story = {
  play: async () => {
    const dialog = await openQuote();
    await sendQuote(dialog);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(reachCopy.quoteSent(exhibitor.name));
  },
};

/** Offline at the venue: kept on the device, sent when the network is back. */
export const QuoteQueuedOffline: Story = {
  parameters: { pameran: { api: { [reachEndpoints.sendInquiry]: failure(0, '') } } },
  play: async () => {
    const dialog = await openQuote();
    await sendQuote(dialog);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(reachCopy.quoteQueued(exhibitor.name));
  },
};

/** A refused send shows the platform's words, and keeps what was typed. */
export const QuoteFailedKeepsForm: Story = {
  parameters: { pameran: { api: { [reachEndpoints.sendInquiry]: failure(429, 'Batas 50 permintaan per hari tercapai. Coba lagi besok.') } } },
  play: async () => {
    const dialog = await openQuote();
    await sendQuote(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Batas 50 permintaan per hari tercapai. Coba lagi besok.');
    expect(within(dialog).getByLabelText(reachCopy.noteLabel)).toHaveValue('Mohon harga untuk 2 unit.');
  },
};

/** SPEC's platform: the organiser has not enabled it, said once the visitor asks. */
export const QuoteNotEnabled: Story = {
  parameters: { pameran: { api: reachNotEnabled } },
  play: async () => {
    const dialog = await openQuote();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reachCopy.notEnabled);
  },
};

export const ShareForm: Story = {
  play: async () => {
    const dialog = await openShare();
    expect(await within(dialog).findByRole('checkbox', { name: `${reachCopy.byPhone}: +6281234567890` })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: reachCopy.shareConsent(exhibitor.name) })).not.toBeChecked();
  },
};

export const ShareConsentRequired: Story = {
  play: async () => {
    const dialog = await openShare();
    await userEvent.click(await within(dialog).findByRole('button', { name: reachCopy.shareSend }));
    expect(await within(dialog).findByText(reachCopy.consentRequired)).toBeVisible();
  },
};

export const Shared: Story = {
  play: async () => {
    const dialog = await openShare();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: reachCopy.shareConsent(exhibitor.name) }));
    await userEvent.click(within(dialog).getByRole('button', { name: reachCopy.shareSend }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(reachCopy.shared(exhibitor.name));
  },
};

/** A profile without telephone or e-mail has nothing to share: it says where to add one. */
export const ShareNothingInProfile: Story = {
  parameters: { pameran: { ports: { user: { ...visitor, phone: '', email: '' } } } },
  play: async () => {
    const dialog = await openShare();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reachCopy.shareNothing);
  },
};

export const ShareNotEnabled: Story = {
  parameters: { pameran: { api: reachNotEnabled } },
  play: async () => {
    const dialog = await openShare();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reachCopy.notEnabled);
  },
};

export const MeetingSlots: Story = {
  play: async () => {
    const dialog = await openMeeting();
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
    expect(dialog).toHaveTextContent(reachCopy.slotTaken);
  },
};

export const MeetingSlotsOnDesktop: Story = { ...onViewport('desktop'), play: MeetingSlots.play };

export const MeetingNoSlots: Story = {
  parameters: { pameran: { api: { [reachEndpoints.slots]: [] } } },
  play: async () => {
    const dialog = await openMeeting();
    expect(await within(dialog).findByText(reachCopy.noSlots)).toBeVisible();
  },
};

export const MeetingRequested: Story = {
  play: async () => {
    const dialog = await openMeeting();
    const [first] = await within(dialog).findAllByRole('radio');
    await userEvent.click(first!);
    await userEvent.click(within(dialog).getByRole('button', { name: reachCopy.meetingSend }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(reachCopy.meetingRequested(exhibitor.name, '').split('(')[0]!);
  },
};

/** Someone else asked for the slot first (409): the platform's words, the list asked again. */
export const MeetingSlotTaken: Story = {
  parameters: { pameran: { api: { [reachEndpoints.requestMeeting]: failure(409, 'Slot ini sudah diminta pengunjung lain. Pilih slot lain.') } } },
  play: async () => {
    const dialog = await openMeeting();
    const [first] = await within(dialog).findAllByRole('radio');
    await userEvent.click(first!);
    await userEvent.click(within(dialog).getByRole('button', { name: reachCopy.meetingSend }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Slot ini sudah diminta pengunjung lain. Pilih slot lain.');
  },
};

export const MeetingNotEnabled: Story = {
  parameters: { pameran: { api: reachNotEnabled } },
  play: async () => {
    const dialog = await openMeeting();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reachCopy.notEnabled);
  },
};

/** The chosen slot overlaps a session the visitor starred: warned, still possible to ask for. */
export const MeetingClashWithStarredSession: Story = {
  parameters: {
    pameran: {
      api: {
        'GET /api/users/agenda': { session_ids: [901] },
        [endpoints.upcomingSessions]: [{ id: 901, title: 'Memilih Genset yang Tepat untuk Pabrik', starts_at: '2026-11-23T05:45:00Z', ends_at: '2026-11-23T06:45:00Z', is_started_countdown: 600 }],
      },
    },
  },
  play: async () => {
    const dialog = await openMeeting();
    const [first] = await within(dialog).findAllByRole('radio');
    await userEvent.click(first!);
    expect(await within(dialog).findByText(reachCopy.clashWith('Memilih Genset yang Tepat untuk Pabrik'))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: reachCopy.meetingSend })).toBeEnabled();
  },
};
