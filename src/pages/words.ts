/*
 * The words of a code's page and of the index, in the languages the pages
 * speak: English, the fallback, and a few others. A language left out here
 * reads the page in English; the messages themselves come from the locales.
 */

/**
 * The words of the pages in one language: headings, labels and short
 * sentences, no code names.
 *
 * @public
 */
export interface PageWords {
  /** The BCP 47 tag of the language. */
  readonly tag: string;
  /** `rtl` for a language written right to left. */
  readonly direction: "ltr" | "rtl";
  /** The index's title. */
  readonly allCodes: string;
  /** The title of one code's page, before the code. */
  readonly errorCode: string;
  /** The heading of the description. */
  readonly meaning: string;
  /** The heading of the explanation: when a service sends the code and how a client fixes the request. */
  readonly explanation: string;
  /** The heading of the constraint attributes. */
  readonly attributes: string;
  /** The heading of a base error's details members. */
  readonly details: string;
  /** The column of a name (an attribute, a details member). */
  readonly name: string;
  /** The column of a value's form or type. */
  readonly form: string;
  /** Said of a code that carries no constraint attributes. */
  readonly noAttributes: string;
  /** The heading of the example body. */
  readonly example: string;
  /** The label of the HTTP status. */
  readonly status: string;
  /** The label of whether the same request may succeed when sent again unchanged. */
  readonly retryable: string;
  /** Yes. */
  readonly yes: string;
  /** No. */
  readonly no: string;
  /** The heading of the messages. */
  readonly messages: string;
  /** The column of a language. */
  readonly language: string;
  /** The column of a message. */
  readonly message: string;
  /** The label of the version that added the code. */
  readonly since: string;
  /** The heading of a deprecation. */
  readonly deprecated: string;
  /** The label of a deprecated code's replacement. */
  readonly replacement: string;
  /** The label of why it was deprecated. */
  readonly reason: string;
  /** The heading of the violation codes. */
  readonly violationCodes: string;
  /** The heading of the base error codes. */
  readonly baseCodes: string;
  /** The heading of the top-level codes of a constraint violations error. */
  readonly constraintViolationsCodes: string;
  /** What a violation code is. */
  readonly aboutViolation: string;
  /** What a base error code is. */
  readonly aboutBase: string;
  /** What a top-level code of a constraint violations error is. */
  readonly aboutConstraintViolations: string;
  /** The label of the index's filter. */
  readonly filter: string;
  /** The button of the index's filter. */
  readonly apply: string;
  /** Said when no code has the name asked for. */
  readonly notFound: string;
  /** Before the nearest code's name. */
  readonly didYouMean: string;
  /** The heading of the links to the page in other languages. */
  readonly otherLanguages: string;
  /** The heading of the violation code of the same name, on a base error's page. */
  readonly alsoViolation: string;
}

const EN: PageWords = {
  tag: "en",
  direction: "ltr",
  allCodes: "Error codes",
  errorCode: "Error code",
  meaning: "What it means",
  explanation: "When it is sent and how to fix the request",
  attributes: "Constraint attributes",
  details: "Details",
  name: "Name",
  form: "Form",
  noAttributes: "This code carries no constraint attributes.",
  example: "Example body",
  status: "HTTP status",
  retryable: "Worth sending again unchanged",
  yes: "yes",
  no: "no",
  messages: "Message in every language",
  language: "Language",
  message: "Message",
  since: "Added in version",
  deprecated: "Deprecated",
  replacement: "Use instead",
  reason: "Why",
  violationCodes: "Violation codes",
  baseCodes: "Base error codes",
  constraintViolationsCodes: "Constraint violations codes",
  aboutViolation:
    "A violation code: the problem of one field or parameter, listed in a constraint violations error (status 400).",
  aboutBase: "A base error code: the code of the whole error.",
  aboutConstraintViolations:
    "The code of a constraint violations error (status 400): its violations list each problem.",
  filter: "Filter the codes",
  apply: "Filter",
  notFound: "There is no error code of that name.",
  didYouMean: "Did you mean",
  otherLanguages: "This page in other languages",
  alsoViolation: "Also a violation code",
};

const DE: PageWords = {
  tag: "de",
  direction: "ltr",
  allCodes: "Fehlercodes",
  errorCode: "Fehlercode",
  meaning: "Was er bedeutet",
  explanation: "Wann er gesendet wird und wie die Anfrage zu korrigieren ist",
  attributes: "Einschränkungsattribute",
  details: "Details",
  name: "Name",
  form: "Form",
  noAttributes: "Dieser Code trägt keine Einschränkungsattribute.",
  example: "Beispiel eines Antworttexts",
  status: "HTTP-Status",
  retryable: "Unverändert erneut senden lohnt sich",
  yes: "ja",
  no: "nein",
  messages: "Meldung in jeder Sprache",
  language: "Sprache",
  message: "Meldung",
  since: "Hinzugefügt in Version",
  deprecated: "Veraltet",
  replacement: "Stattdessen verwenden",
  reason: "Warum",
  violationCodes: "Verletzungscodes",
  baseCodes: "Basisfehlercodes",
  constraintViolationsCodes: "Codes für Einschränkungsverletzungen",
  aboutViolation:
    "Ein Verletzungscode: das Problem eines Felds oder Parameters, aufgeführt in einem Fehler mit Einschränkungsverletzungen (Status 400).",
  aboutBase: "Ein Basisfehlercode: der Code des ganzen Fehlers.",
  aboutConstraintViolations:
    "Der Code eines Fehlers mit Einschränkungsverletzungen (Status 400): seine Verletzungen nennen jedes Problem.",
  filter: "Codes filtern",
  apply: "Filtern",
  notFound: "Es gibt keinen Fehlercode dieses Namens.",
  didYouMean: "Meinten Sie",
  otherLanguages: "Diese Seite in anderen Sprachen",
  alsoViolation: "Auch ein Verletzungscode",
};

const FR: PageWords = {
  tag: "fr",
  direction: "ltr",
  allCodes: "Codes d’erreur",
  errorCode: "Code d’erreur",
  meaning: "Ce qu’il signifie",
  explanation: "Quand il est envoyé et comment corriger la requête",
  attributes: "Attributs de contrainte",
  details: "Détails",
  name: "Nom",
  form: "Forme",
  noAttributes: "Ce code ne porte aucun attribut de contrainte.",
  example: "Exemple de corps",
  status: "Statut HTTP",
  retryable: "Utile de renvoyer telle quelle",
  yes: "oui",
  no: "non",
  messages: "Message dans chaque langue",
  language: "Langue",
  message: "Message",
  since: "Ajouté dans la version",
  deprecated: "Obsolète",
  replacement: "Utiliser plutôt",
  reason: "Pourquoi",
  violationCodes: "Codes de violation",
  baseCodes: "Codes d’erreur de base",
  constraintViolationsCodes: "Codes de violations de contraintes",
  aboutViolation:
    "Un code de violation : le problème d’un champ ou d’un paramètre, listé dans une erreur de violations de contraintes (statut 400).",
  aboutBase: "Un code d’erreur de base : le code de l’erreur entière.",
  aboutConstraintViolations:
    "Le code d’une erreur de violations de contraintes (statut 400) : ses violations listent chaque problème.",
  filter: "Filtrer les codes",
  apply: "Filtrer",
  notFound: "Aucun code d’erreur ne porte ce nom.",
  didYouMean: "Vouliez-vous dire",
  otherLanguages: "Cette page dans d’autres langues",
  alsoViolation: "Aussi un code de violation",
};

const ES: PageWords = {
  tag: "es",
  direction: "ltr",
  allCodes: "Códigos de error",
  errorCode: "Código de error",
  meaning: "Qué significa",
  explanation: "Cuándo se envía y cómo corregir la solicitud",
  attributes: "Atributos de restricción",
  details: "Detalles",
  name: "Nombre",
  form: "Forma",
  noAttributes: "Este código no lleva atributos de restricción.",
  example: "Cuerpo de ejemplo",
  status: "Estado HTTP",
  retryable: "Conviene reenviarla sin cambios",
  yes: "sí",
  no: "no",
  messages: "Mensaje en cada idioma",
  language: "Idioma",
  message: "Mensaje",
  since: "Añadido en la versión",
  deprecated: "Obsoleto",
  replacement: "Usar en su lugar",
  reason: "Por qué",
  violationCodes: "Códigos de infracción",
  baseCodes: "Códigos de error base",
  constraintViolationsCodes: "Códigos de infracciones de restricciones",
  aboutViolation:
    "Un código de infracción: el problema de un campo o parámetro, listado en un error de infracciones de restricciones (estado 400).",
  aboutBase: "Un código de error base: el código del error entero.",
  aboutConstraintViolations:
    "El código de un error de infracciones de restricciones (estado 400): sus infracciones listan cada problema.",
  filter: "Filtrar los códigos",
  apply: "Filtrar",
  notFound: "No hay ningún código de error con ese nombre.",
  didYouMean: "¿Quiso decir",
  otherLanguages: "Esta página en otros idiomas",
  alsoViolation: "También un código de infracción",
};

const AR: PageWords = {
  tag: "ar",
  direction: "rtl",
  allCodes: "رموز الأخطاء",
  errorCode: "رمز الخطأ",
  meaning: "ماذا يعني",
  explanation: "متى يُرسل وكيف يُصحَّح الطلب",
  attributes: "سمات القيود",
  details: "التفاصيل",
  name: "الاسم",
  form: "الشكل",
  noAttributes: "لا يحمل هذا الرمز أي سمات قيود.",
  example: "مثال على النص",
  status: "حالة HTTP",
  retryable: "تجدي إعادة إرساله دون تغيير",
  yes: "نعم",
  no: "لا",
  messages: "الرسالة بكل لغة",
  language: "اللغة",
  message: "الرسالة",
  since: "أضيف في الإصدار",
  deprecated: "مهمل",
  replacement: "استخدم بدلًا منه",
  reason: "السبب",
  violationCodes: "رموز المخالفات",
  baseCodes: "رموز الأخطاء الأساسية",
  constraintViolationsCodes: "رموز مخالفات القيود",
  aboutViolation: "رمز مخالفة: مشكلة حقل أو معامل واحد، مدرجة في خطأ مخالفات القيود (الحالة 400).",
  aboutBase: "رمز خطأ أساسي: رمز الخطأ كله.",
  aboutConstraintViolations: "رمز خطأ مخالفات القيود (الحالة 400): تسرد مخالفاته كل مشكلة.",
  filter: "تصفية الرموز",
  apply: "تصفية",
  notFound: "لا يوجد رمز خطأ بهذا الاسم.",
  didYouMean: "هل تقصد",
  otherLanguages: "هذه الصفحة بلغات أخرى",
  alsoViolation: "وهو أيضًا رمز مخالفة",
};

const HE: PageWords = {
  tag: "he",
  direction: "rtl",
  allCodes: "קודי שגיאה",
  errorCode: "קוד שגיאה",
  meaning: "מה הוא אומר",
  explanation: "מתי הוא נשלח ואיך לתקן את הבקשה",
  attributes: "מאפייני אילוץ",
  details: "פרטים",
  name: "שם",
  form: "צורה",
  noAttributes: "קוד זה אינו נושא מאפייני אילוץ.",
  example: "גוף לדוגמה",
  status: "סטטוס HTTP",
  retryable: "כדאי לשלוח שוב ללא שינוי",
  yes: "כן",
  no: "לא",
  messages: "ההודעה בכל שפה",
  language: "שפה",
  message: "הודעה",
  since: "נוסף בגרסה",
  deprecated: "הוצא משימוש",
  replacement: "להשתמש במקומו",
  reason: "למה",
  violationCodes: "קודי הפרה",
  baseCodes: "קודי שגיאה בסיסיים",
  constraintViolationsCodes: "קודי הפרות אילוצים",
  aboutViolation: "קוד הפרה: הבעיה של שדה או פרמטר אחד, הרשומה בשגיאת הפרות אילוצים (סטטוס 400).",
  aboutBase: "קוד שגיאה בסיסי: הקוד של השגיאה כולה.",
  aboutConstraintViolations: "הקוד של שגיאת הפרות אילוצים (סטטוס 400): ההפרות שלה מפרטות כל בעיה.",
  filter: "סינון הקודים",
  apply: "סינון",
  notFound: "אין קוד שגיאה בשם הזה.",
  didYouMean: "האם התכוונת ל",
  otherLanguages: "הדף הזה בשפות אחרות",
  alsoViolation: "גם קוד הפרה",
};

/**
 * The words of the pages in every language they speak, English first (the
 * fallback for any other).
 *
 * @public
 */
export const PAGE_WORDS: readonly PageWords[] = [EN, DE, FR, ES, AR, HE];

/**
 * The words for a locale's tag: its own language's, that of its language
 * without region or script (`de-CH` reads `de`), else English.
 */
export function wordsFor(tag: string): PageWords {
  const language = tag.toLowerCase().split("-")[0];
  return PAGE_WORDS.find((words) => words.tag === tag) ?? PAGE_WORDS.find((words) => words.tag === language) ?? EN;
}
