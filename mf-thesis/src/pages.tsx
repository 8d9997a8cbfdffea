export { ThesisPage } from './thesis/ThesisPage';
export { ThesisWizardPage } from './wizard/ThesisWizardPage';
export { ThesisChatPage } from './chat/ThesisChatPage';
