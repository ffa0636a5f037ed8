import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { faker as usFaker } from '@faker-js/faker/locale/en_US';

/**
 * New Faker instances (each seeded by its user) with only the English data loaded. Faker's main
 * entry evaluates all of its locales, about a third of a second on every start of the server and
 * of title-cli; a locale's entry loads that locale alone but exports a ready instance, not the
 * class, so new instances are made with that instance's class and data. They give the same values
 * for a seed as `new Faker({ locale: [en_US, en, base] })` and `new Faker({ locale: [en] })`.
 */
const FakerOfLocale = usFaker.constructor as typeof Faker;

/** US English: addresses with states, counties and ZIP codes, names, phone numbers. */
export const newUsFaker = (): Faker => new FakerOfLocale({ locale: usFaker.rawDefinitions });

/** English: city and person names. */
export const newEnglishFaker = (): Faker => new FakerOfLocale({ locale: englishFaker.rawDefinitions });
