import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { login as loginCopy } from '../../src/copy/login';
import { failure, pending } from '../support/outcome';
import { expectLoading, expectScreenTitle } from '../support/play';
import { onRoute } from '../support/screen';
import { onViewport } from '../support/viewports';
import { visitor } from '../fixtures/visitors';

export default { title: 'Screens/Login', ...onRoute('/login') } satisfies Meta;
type Story = StoryObj;

const invalidCode = failure(422, 'Kode undangan tidak ditemukan atau sudah kedaluwarsa.');

async function submitCode(code: string) {
  await expectScreenTitle(loginCopy.title);
  const form = screen.getByRole('form', { name: loginCopy.tabCode });
  await userEvent.type(within(form).getByLabelText(loginCopy.codeLabel), code);
  await userEvent.click(within(form).getByRole('button', { name: loginCopy.submitCode }));
}

async function fillRegistration() {
  await expectScreenTitle(loginCopy.title);
  const form = screen.getByRole('form', { name: loginCopy.tabRegister });
  await userEvent.type(within(form).getByLabelText(loginCopy.nameLabel), 'Siti Nurhaliza Rahmawati');
  await userEvent.type(within(form).getByLabelText(loginCopy.agencyLabel), 'CV Sumber Rejeki Teknik');
  await userEvent.type(within(form).getByLabelText(loginCopy.unitLabel), 'Gudang');
  await userEvent.type(within(form).getByLabelText(loginCopy.salesmanLabel), 'Andi Wijaya');
  await userEvent.click(within(form).getByRole('checkbox'));
  await userEvent.click(within(form).getByRole('button', { name: loginCopy.submitRegister }));
  return form;
}

export const InvitationCode: Story = {
  play: async () => {
    await expectScreenTitle(loginCopy.title);
    expect(screen.getByRole('tab', { name: loginCopy.tabCode })).toHaveAttribute('aria-selected', 'true');
  },
};

export const RegisterTab: Story = {
  parameters: { pameran: { route: '/register' } },
  play: async () => {
    await expectScreenTitle(loginCopy.title);
    expect(screen.getByRole('tab', { name: loginCopy.tabRegister })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Submitting with an empty code: the inline message, no request. */
export const CodeRequired: Story = {
  play: async () => {
    await expectScreenTitle(loginCopy.title);
    await userEvent.click(screen.getByRole('button', { name: loginCopy.submitCode }));
    expect(await screen.findByText(loginCopy.codeRequired)).toBeVisible();
  },
};

export const SigningIn: Story = {
  parameters: { pameran: { route: '/login', ports: { login: pending } } },
  play: async () => {
    await submitCode('PMR-0042');
    expect(await screen.findByRole('button', { name: loginCopy.submitting })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server rejects the code: its message under the field, the code kept. */
export const ServerError: Story = {
  parameters: { pameran: { route: '/login', ports: { login: invalidCode } } },
  play: async () => {
    await submitCode('PMR-9999');
    expect(await screen.findByText('Kode undangan tidak ditemukan atau sudah kedaluwarsa.')).toBeVisible();
    // The field, not its form: in English the form's name is the field's label too.
    expect(screen.getByRole('textbox', { name: loginCopy.codeLabel })).toHaveValue('PMR-9999');
  },
};

export const ServerDown: Story = {
  parameters: { pameran: { route: '/login', ports: { login: failure(503, 'Terjadi gangguan pada server (503). Silakan coba lagi nanti.') } } },
  play: async () => {
    await submitCode('PMR-0042');
    expect(await screen.findByText(/gangguan pada server/)).toBeVisible();
  },
};

export const RegistrationMissingFields: Story = {
  parameters: { pameran: { route: '/register' } },
  play: async () => {
    await expectScreenTitle(loginCopy.title);
    const form = screen.getByRole('form', { name: loginCopy.tabRegister });
    await userEvent.click(within(form).getByRole('button', { name: loginCopy.submitRegister }));
    expect(await within(form).findByText(loginCopy.required(loginCopy.nameLabel))).toBeVisible();
    expect(within(form).getByText(loginCopy.termsRequired)).toBeVisible();
  },
};

export const RegistrationServerError: Story = {
  parameters: { pameran: { route: '/register', ports: { register: failure(422, 'Nama salesman tidak terdaftar pada pameran ini.') } } },
  play: async () => {
    const form = await fillRegistration();
    expect(await within(form).findByText('Nama salesman tidak terdaftar pada pameran ini.')).toBeVisible();
    expect(within(form).getByLabelText(loginCopy.nameLabel)).toHaveValue('Siti Nurhaliza Rahmawati');
  },
};

/** After "Daftar": the new visitor's sign-in code, to keep, copy or save as a note. */
export const Registered: Story = {
  parameters: { pameran: { route: '/register', ports: { refreshUser: { ...visitor, code: 'REG-7K2P9Q' } } } },
  play: async () => {
    await fillRegistration();
    const done = await screen.findByRole('region', { name: loginCopy.registeredTitle });
    expect(within(done).getByText('REG-7K2P9Q')).toBeVisible();
    expect(within(done).getByText(loginCopy.keepCode)).toBeVisible();
    expect(within(done).getByRole('button', { name: loginCopy.copyCode })).toBeVisible();
    expect(within(done).getByRole('button', { name: loginCopy.saveCode })).toBeVisible();
  },
};

/** Before the stored session is read. */
export const RestoringSession: Story = {
  parameters: { pameran: { route: '/login', ports: { restoring: true } } },
  play: async () => {
    await expectLoading();
    expect(screen.queryByRole('heading', { level: 1, name: loginCopy.title })).not.toBeInTheDocument();
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  play: async () => {
    await expectScreenTitle(loginCopy.title);
  },
};

/** "Kirim kode saya" (x-assumed): a lost code sent to the email or phone kept with the account. */
const SEND_CODE = 'POST /api/auth/send-code';

async function askForCode(address: string) {
  await expectScreenTitle(loginCopy.title);
  await userEvent.click(screen.getByRole('button', { name: loginCopy.forgotCode }));
  const form = screen.getByRole('form', { name: loginCopy.sendCodeTitle });
  await userEvent.type(within(form).getByLabelText(loginCopy.sendCodeLabel), address);
  await userEvent.click(within(form).getByRole('button', { name: loginCopy.sendCodeSubmit }));
  return form;
}

/** The same words whether or not the address belongs to an account. */
export const SendCodeSent: Story = {
  parameters: { pameran: { api: { [SEND_CODE]: { accepted: true } } } },
  play: async () => {
    const form = await askForCode('budi@contoh.co.id');
    expect(await within(form).findByText(loginCopy.sendCodeSent('budi@contoh.co.id'))).toBeVisible();
  },
};

/** SPEC's platform has no such call: the code is asked for at the registration desk. */
export const SendCodeNotEnabled: Story = {
  parameters: { pameran: { api: { [SEND_CODE]: failure(404, 'Alamat API tidak ditemukan.') } } },
  play: async () => {
    const form = await askForCode('0812 3456 7890');
    expect(await within(form).findByText(loginCopy.sendCodeNotEnabled)).toBeVisible();
  },
};
