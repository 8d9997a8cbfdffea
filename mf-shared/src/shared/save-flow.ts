// An anonymous reader who presses save (spec §4): the thesis and the way back are kept in session
// storage, then the shell's /auth page signs them up and saves it (the shell owns that half).
import { rememberAuthRedirect, STORAGE_KEYS } from '@thesis-studio/client';

export interface SharedThesisData {
  thesisId: string;
  title: string;
  shareUrl: string;
  projectName: string;
}

export function rememberSharedThesis(
  session: Pick<Storage, 'setItem'>,
  data: SharedThesisData,
  returnPath: string,
): void {
  session.setItem(STORAGE_KEYS.sharedThesisData, JSON.stringify(data));
  rememberAuthRedirect(session, returnPath);
}
