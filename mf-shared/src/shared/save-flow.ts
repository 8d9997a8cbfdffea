// An anonymous reader who presses save (spec §4): the thesis and the way back are kept in session
// storage, then the shell's /auth page signs them up and saves it (the shell owns that half).
// The shape is the one packages/client's readSharedThesisData reads back.
import { rememberAuthRedirect, STORAGE_KEYS, type SharedThesisData } from '@thesis-studio/client';

export function rememberSharedThesis(
  session: Pick<Storage, 'setItem'>,
  data: SharedThesisData,
  returnPath: string,
): void {
  const { thesisId, title, shareUrl, projectName } = data;
  session.setItem(STORAGE_KEYS.sharedThesisData, JSON.stringify({ thesisId, title, shareUrl, projectName }));
  rememberAuthRedirect(session, returnPath);
}
