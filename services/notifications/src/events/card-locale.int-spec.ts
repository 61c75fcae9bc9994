import { describeCardLocales } from '../../../../test/card-locale-spec';
import { cardLocaleOf } from '../db/card-locale-repository';
import { cardLocales } from '../db/schema';
import { notificationsService } from '../index';

describeCardLocales(notificationsService, cardLocales, cardLocaleOf);
