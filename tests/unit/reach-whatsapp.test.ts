// "Chat di WhatsApp": the exhibitor's number as typed becomes a wa.me address only when it is a
// telephone number (E.164, or Indonesian with the domestic 0), and the prefilled message names
// the product and the booth in the visitor's language.
import { afterEach, describe, expect, it } from 'vitest';
import { whatsappMessage, whatsappNumber, whatsappUrl } from '../../src/features/reach/whatsapp';
import { applyTexts } from '../../src/copy/en/apply';

describe('the WhatsApp number', () => {
  it.each([
    ['+62 812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['(0812) 3456.7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['  +62 21 5550 123 ', '62215550123'],
    ['021 5550 123', '62215550123'],
    ['+65 9123 4567', '6591234567'],
    ['0065 9123 4567', '6591234567'],
  ])('reads %j as %s', (typed, digits) => {
    expect(whatsappNumber(typed)).toBe(digits);
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'blanks'],
    ['0812', 'too short'],
    ['+62 8123 4567 8901 2345', 'too long for Indonesia'],
    ['+1234567890123456', 'longer than E.164 allows'],
    ['+0812345678', 'a country code of 0'],
    ['812 3456 7890', 'no country code and no 0'],
    ['https://wa.me/6281234567890', 'an address'],
    ['javascript:alert(1)', 'a script'],
    ['0812 3456 7890 ext 2', 'words'],
    ['+62 812 3456 7890 / 0813', 'two numbers'],
  ])('shows no link for %j (%s)', (typed) => {
    expect(whatsappNumber(typed)).toBeNull();
  });

  it('shows no link for what is not text', () => {
    for (const value of [undefined, null, 6281234567890, {}, ['+6281234567890']]) expect(whatsappNumber(value)).toBeNull();
  });
});

describe('the chat address', () => {
  afterEach(() => applyTexts('id'));

  it('is wa.me with the digits and the message, encoded', () => {
    expect(whatsappUrl('6281234567890', 'Halo & salam: 50% (stan A-05)?')).toBe('https://wa.me/6281234567890?text=Halo%20%26%20salam%3A%2050%25%20(stan%20A-05)%3F');
  });

  it('names the product and the booth in Indonesian', () => {
    const message = whatsappMessage({ exhibitorId: 2, exhibitorName: 'PT Bearing Jaya Abadi', boothCode: 'A-05', product: { id: 301, name: 'Bearing Bola 6205-2RS' } });
    expect(whatsappUrl('6281234567890', message)).toBe(
      'https://wa.me/6281234567890?text=' +
        encodeURIComponent('Halo PT Bearing Jaya Abadi, saya tertarik dengan Bearing Bola 6205-2RS (stan A-05) yang saya lihat di aplikasi Pameran. Boleh minta informasi lebih lanjut?'),
    );
  });

  it('names the booth of an exhibitor, and in English once the visitor chose it', () => {
    const target = { exhibitorId: 2, exhibitorName: 'PT Bearing Jaya Abadi', boothCode: 'A-05' };
    expect(whatsappMessage(target)).toBe('Halo PT Bearing Jaya Abadi, saya melihat stan Anda (A-05) di aplikasi Pameran. Boleh minta informasi lebih lanjut?');
    applyTexts('en');
    expect(whatsappMessage(target)).toBe('Hello PT Bearing Jaya Abadi, I saw your booth (A-05) in the Pameran app. Could you tell me more?');
    expect(whatsappMessage({ ...target, boothCode: undefined, product: { id: 301, name: 'Bearing Bola 6205-2RS' } })).toBe(
      'Hello PT Bearing Jaya Abadi, I am interested in Bearing Bola 6205-2RS, which I saw in the Pameran app. Could you tell me more?',
    );
  });
});
