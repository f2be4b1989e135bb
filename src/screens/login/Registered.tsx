// After "Daftar": the visitor's sign-in code (REG-…), said to be kept, since it is the only
// way back in. Copy puts it on the clipboard; "Simpan sebagai catatan" hands it to the
// device's share sheet where there is one (Notes, a messaging app, a password manager…) and
// otherwise downloads it as a small .txt note. A wallet pass (.pkpass) needs a pass signed by
// an Apple certificate on the platform, which a web app cannot make, so the app does not offer one.
import { useState } from 'react';
import styled from 'styled-components';
import { login as loginCopy } from '../../copy/login';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { downloadText } from '../../lib/download';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  h2 { margin: 0; color: ${({ theme }) => theme.color.brand}; }
  p { margin: 0; }
`;

const Code = styled.p`
  padding: ${({ theme }) => theme.space[3]}px;
  border: 2px dashed ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  text-align: center;
  span { display: block; font-size: ${({ theme }) => theme.font.size.sm}; }
  strong { font-size: 2rem; letter-spacing: 0.08em; font-family: ui-monospace, monospace; user-select: all; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Hands the note to the share sheet, or downloads it; says which happened. */
async function saveNote(code: string, name: string): Promise<string | null> {
  const text = loginCopy.noteText(code, name);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: loginCopy.noteTitle, text });
      return loginCopy.shared;
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  const file = loginCopy.noteFile(code);
  downloadText(file, text, 'text/plain;charset=utf-8');
  return loginCopy.saved(file);
}

export function Registered({ code, name, next }: { code: string; name: string; next: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid(loginCopy.copied);
    } catch {
      setSaid(loginCopy.copyFailed);
    }
  };
  return (
    <Box aria-labelledby="registered-title">
      <h2 id="registered-title">{loginCopy.registeredTitle}</h2>
      <Code>
        <span>{loginCopy.yourCode}</span>
        <strong>{code}</strong>
      </Code>
      <p>{loginCopy.keepCode}</p>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>{loginCopy.copyCode}</Button>
        <Button variant="secondary" onClick={() => void saveNote(code, name).then(setSaid)}>{loginCopy.saveCode}</Button>
      </Actions>
      <p role="status">{said}</p>
      <LinkButton href={next}>{loginCopy.continue}</LinkButton>
    </Box>
  );
}
