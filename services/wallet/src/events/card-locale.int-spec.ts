import { describeCardLocales } from '../../../../test/card-locale-spec';
import { cardLocaleOf } from '../db/card-locale-repository';
import { cardLocales } from '../db/schema';
import { walletService } from '../index';

describeCardLocales(walletService, cardLocales, cardLocaleOf);
