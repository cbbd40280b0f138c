/** The settings forms' rule and error texts, from machines/accounts: they load with the forms. */
import { accountTexts } from '../../../../machines/accounts/errors.ts';
import { addTexts } from '../../i18n/index.ts';

export const profileMessages = addTexts('profileMessages', { es: accountTexts('es'), en: accountTexts('en') });
