// The profile's "Permintaan saya", "Kontak yang saya bagikan" and "Pertemuan saya".
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { reach as reachCopy } from '../../src/copy/reach';
import { platform } from '../fixtures/api';
import { visitor } from '../fixtures/visitors';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { contacts, inquiries, reachEndpoints } from './fixtures';

export default { title: 'Features/Reach on the profile', ...onRoute('/profile', { api: platform, ports: { user: visitor } }) } satisfies Meta;
type Story = StoryObj;

// The profile and its sections are lazy chunks: the first story waits for their transform.
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });

/** Replied, read and sent, the reply under its request. */
export const MyRequests: Story = {
  play: async () => {
    const mine = await section(reachCopy.myInquiries);
    expect(await within(mine).findByText(inquiries[0]!.reply!)).toBeVisible();
    for (const status of ['replied', 'read', 'sent'] as const) expect(within(mine).getByText(reachCopy.inquiryStatus[status])).toBeVisible();
  },
};

export const MyRequestsOnDesktop: Story = { ...onViewport('desktop'), play: MyRequests.play };

export const NoRequests: Story = {
  parameters: { pameran: { api: { [reachEndpoints.inquiries]: [], [reachEndpoints.contacts]: [], [reachEndpoints.meetings]: [] } } },
  play: async () => {
    expect(await within(await section(reachCopy.myInquiries)).findByText(reachCopy.myInquiriesEmpty)).toBeVisible();
    expect(await within(await section(reachCopy.myContacts)).findByText(reachCopy.myContactsEmpty)).toBeVisible();
    expect(await within(await section(reachCopy.myMeetings)).findByText(reachCopy.myMeetingsEmpty)).toBeVisible();
  },
};

export const SharedContacts: Story = {
  play: async () => {
    const shared = await section(reachCopy.myContacts);
    expect(await within(shared).findByRole('button', { name: reachCopy.withdrawNamed(contacts[0]!.exhibitor_name!) })).toBeVisible();
  },
};

export const ContactWithdrawn: Story = {
  play: async () => {
    const shared = await section(reachCopy.myContacts);
    await userEvent.click(await within(shared).findByRole('button', { name: reachCopy.withdrawNamed(contacts[0]!.exhibitor_name!) }));
    expect(await within(shared).findByRole('status')).toHaveTextContent(reachCopy.withdrawn(contacts[0]!.exhibitor_name!));
  },
};

/** Accepted, waiting and declined; the ones still to come can be cancelled. */
export const MyMeetings: Story = {
  play: async () => {
    const meetings = await section(reachCopy.myMeetings);
    for (const status of ['accepted', 'requested', 'declined'] as const) expect(await within(meetings).findByText(reachCopy.meetingStatus[status])).toBeVisible();
    expect(within(meetings).getAllByRole('button', { name: new RegExp(`^${reachCopy.cancelMeeting}`) })).toHaveLength(2);
  },
};
