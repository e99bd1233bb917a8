import { quoteClientText } from "api-error-model";
import { type Formatter, formatterFor } from "api-error-model/messages";
import { pseudoLocalize } from "api-error-model/messages/en-XA";

/**
 * The languages the server's own messages are written in: the twenty of the
 * package's catalogue and its pseudo-locale. A tag here without its table
 * entry below, or a table entry without a tag, does not compile; a locale
 * the package ships without a tag here is caught by the server's tests.
 */
export const SERVER_LOCALE_TAGS = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "pt-BR",
  "nl",
  "pl",
  "ru",
  "uk",
  "tr",
  "sv",
  "ar",
  "he",
  "hi",
  "ja",
  "ko",
  "zh-Hans",
  "zh-Hant",
  "id",
  "en-XA",
] as const;

/** One of {@link SERVER_LOCALE_TAGS}. */
export type ServerLocaleTag = (typeof SERVER_LOCALE_TAGS)[number];

/**
 * The codes whose sentences the server words itself, with what the request
 * or the error says (the package's catalogue words each in general): those
 * of any body (the limit and the media types of `readJsonRequest`'s 413 and
 * 415), of any request (server.ts), and the operations' own. Unknown routes
 * and 405 are answered by `api-error-model/hono` in the catalogue's words.
 */
export type ServerCode = keyof ServerMessageArguments;

/** What each code's sentence is made of. */
export interface ServerMessageArguments {
  readonly payload_too_large: { readonly maxBytes: number };
  readonly unsupported_media_type: { readonly mediaTypes: readonly string[] };
  readonly request_header_fields_too_large: { readonly maxBytes: number };
  readonly request_timeout: Record<string, never>;
  readonly service_unavailable: Record<string, never>;
  readonly mfa_challenge_not_found: { readonly id: string };
}

/** The sentences of the server's own codes in one language; every value goes through the locale's formatter. */
export type ServerMessages = {
  readonly [C in ServerCode]: (args: ServerMessageArguments[C], f: Formatter) => string;
};

/**
 * An id from the path (`/api/v1/users/{id}`, `/api/v1/mfa-challenges/{id}/verify`), as every
 * message quotes it: the package's one rule (quoteClientText: control and format characters
 * escaped, at most 256 characters after escaping, the same in every locale).
 */
export function quotedId(id: string): string {
  return quoteClientText(id);
}

const types = (a: { readonly mediaTypes: readonly string[] }, f: Formatter) =>
  f.list(a.mediaTypes.join(","), "or") ?? "";

/**
 * English: the wording the server has always sent, the one home of it for the
 * codes it builds (server.ts, mfa-challenges.ts). The 413 and 415 of a body
 * come from the package's `readJsonRequest`, whose sentences these are (the
 * server's HTTP tests hold both). Numbers are written plain, as before.
 */
const en: ServerMessages = {
  payload_too_large: (a, f) => `The request body is larger than ${f.text(String(a.maxBytes))} bytes`,
  unsupported_media_type: (a, f) => `The request body must be JSON: send it with Content-Type ${types(a, f)}`,
  request_header_fields_too_large: (a, f) =>
    `The request line and headers are larger than ${f.text(String(a.maxBytes))} bytes`,
  request_timeout: () => "The request took too long to arrive",
  service_unavailable: () => "The server is stopping; send the request again",
  mfa_challenge_not_found: (a, f) => `MFA challenge [${f.text(a.id)}] could not be found`,
};

/** The server's sentences in every language it speaks. */
export const SERVER_MESSAGES: { readonly [T in ServerLocaleTag]: ServerMessages } = {
  en,
  de: {
    payload_too_large: (a, f) => `Der Anfragekörper ist größer als ${f.count(a.maxBytes, { other: "# Byte" })}`,
    unsupported_media_type: (a, f) =>
      `Der Anfragekörper muss JSON sein: Senden Sie ihn mit Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `Anfragezeile und Header sind größer als ${f.count(a.maxBytes, { other: "# Byte" })}`,
    request_timeout: () => "Die Anfrage ist nicht rechtzeitig eingetroffen",
    service_unavailable: () => "Der Server wird beendet; senden Sie die Anfrage erneut",
    mfa_challenge_not_found: (a, f) => `Die MFA-Challenge [${f.text(a.id)}] wurde nicht gefunden`,
  },
  fr: {
    payload_too_large: (a, f) =>
      `Le corps de la requête dépasse ${f.count(a.maxBytes, { one: "# octet", many: "# d’octets", other: "# octets" })}`,
    unsupported_media_type: (a, f) =>
      `Le corps de la requête doit être en JSON\u00a0: envoyez-le avec Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `La ligne de requête et les en-têtes dépassent ${f.count(a.maxBytes, { one: "# octet", many: "# d’octets", other: "# octets" })}`,
    request_timeout: () => "La requête a mis trop de temps à arriver",
    service_unavailable: () => "Le serveur est en cours d’arrêt\u202f; renvoyez la requête",
    mfa_challenge_not_found: (a, f) => `Le défi MFA [${f.text(a.id)}] est introuvable`,
  },
  es: {
    payload_too_large: (a, f) =>
      `El cuerpo de la solicitud supera ${f.count(a.maxBytes, { one: "# byte", many: "# de bytes", other: "# bytes" })}`,
    unsupported_media_type: (a, f) =>
      `El cuerpo de la solicitud debe ser JSON: envíelo con Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `La línea de solicitud y los encabezados superan ${f.count(a.maxBytes, { one: "# byte", many: "# de bytes", other: "# bytes" })}`,
    request_timeout: () => "La solicitud tardó demasiado en llegar",
    service_unavailable: () => "El servidor se está deteniendo; envíe la solicitud de nuevo",
    mfa_challenge_not_found: (a, f) => `No se encontró el desafío MFA [${f.text(a.id)}]`,
  },
  it: {
    payload_too_large: (a, f) =>
      `Il corpo della richiesta supera ${f.count(a.maxBytes, { one: "# byte", many: "# di byte", other: "# byte" })}`,
    unsupported_media_type: (a, f) =>
      `Il corpo della richiesta deve essere JSON: invialo con Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `La riga di richiesta e le intestazioni superano ${f.count(a.maxBytes, { one: "# byte", many: "# di byte", other: "# byte" })}`,
    request_timeout: () => "La richiesta ha impiegato troppo tempo ad arrivare",
    service_unavailable: () => "Il server si sta arrestando; invia di nuovo la richiesta",
    mfa_challenge_not_found: (a, f) => `Sfida MFA [${f.text(a.id)}] non trovata`,
  },
  "pt-BR": {
    payload_too_large: (a, f) =>
      `O corpo da requisição é maior que ${f.count(a.maxBytes, { one: "# byte", many: "# de bytes", other: "# bytes" })}`,
    unsupported_media_type: (a, f) => `O corpo da requisição deve ser JSON: envie-o com Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `A linha de requisição e os cabeçalhos são maiores que ${f.count(a.maxBytes, { one: "# byte", many: "# de bytes", other: "# bytes" })}`,
    request_timeout: () => "A requisição demorou demais para chegar",
    service_unavailable: () => "O servidor está sendo encerrado; envie a requisição novamente",
    mfa_challenge_not_found: (a, f) => `O desafio MFA [${f.text(a.id)}] não foi encontrado`,
  },
  nl: {
    payload_too_large: (a, f) =>
      `De aanvraagbody is groter dan ${f.count(a.maxBytes, { one: "# byte", other: "# bytes" })}`,
    unsupported_media_type: (a, f) => `De aanvraagbody moet JSON zijn: stuur deze met Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `De aanvraagregel en headers zijn groter dan ${f.count(a.maxBytes, { one: "# byte", other: "# bytes" })}`,
    request_timeout: () => "Het duurde te lang voordat de aanvraag aankwam",
    service_unavailable: () => "De server wordt gestopt; stuur de aanvraag opnieuw",
    mfa_challenge_not_found: (a, f) => `MFA-challenge [${f.text(a.id)}] is niet gevonden`,
  },
  pl: {
    payload_too_large: (a, f) =>
      `Treść żądania przekracza ${f.count(a.maxBytes, { one: "# bajt", few: "# bajty", many: "# bajtów", other: "# bajta" })}`,
    unsupported_media_type: (a, f) =>
      `Treść żądania musi być w formacie JSON: wyślij ją z nagłówkiem Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `Wiersz żądania i nagłówki przekraczają ${f.count(a.maxBytes, { one: "# bajt", few: "# bajty", many: "# bajtów", other: "# bajta" })}`,
    request_timeout: () => "Żądanie docierało zbyt długo",
    service_unavailable: () => "Serwer jest zatrzymywany; wyślij żądanie ponownie",
    mfa_challenge_not_found: (a, f) => `Nie znaleziono wyzwania MFA [${f.text(a.id)}]`,
  },
  ru: {
    payload_too_large: (a, f) =>
      `Размер тела запроса превышает ${f.count(a.maxBytes, { one: "# байт", few: "# байта", many: "# байт", other: "# байта" })}`,
    unsupported_media_type: (a, f) =>
      `Тело запроса должно быть в формате JSON: отправьте его с Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `Строка запроса и заголовки превышают ${f.count(a.maxBytes, { one: "# байт", few: "# байта", many: "# байт", other: "# байта" })}`,
    request_timeout: () => "Запрос поступал слишком долго",
    service_unavailable: () => "Сервер останавливается; отправьте запрос повторно",
    mfa_challenge_not_found: (a, f) => `Запрос MFA [${f.text(a.id)}] не найден`,
  },
  uk: {
    payload_too_large: (a, f) =>
      `Розмір тіла запиту перевищує ${f.count(a.maxBytes, { one: "# байт", few: "# байти", many: "# байтів", other: "# байта" })}`,
    unsupported_media_type: (a, f) =>
      `Тіло запиту має бути у форматі JSON: надішліть його з Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `Рядок запиту та заголовки перевищують ${f.count(a.maxBytes, { one: "# байт", few: "# байти", many: "# байтів", other: "# байта" })}`,
    request_timeout: () => "Запит надходив надто довго",
    service_unavailable: () => "Сервер зупиняється; надішліть запит ще раз",
    mfa_challenge_not_found: (a, f) => `Запит MFA [${f.text(a.id)}] не знайдено`,
  },
  tr: {
    payload_too_large: (a, f) => `İstek gövdesi ${f.count(a.maxBytes, { other: "# bayttan" })} büyük`,
    unsupported_media_type: (a, f) => `İstek gövdesi JSON olmalıdır: Content-Type ${types(a, f)} ile gönderin`,
    request_header_fields_too_large: (a, f) =>
      `İstek satırı ve başlıklar ${f.count(a.maxBytes, { other: "# bayttan" })} büyük`,
    request_timeout: () => "İsteğin ulaşması çok uzun sürdü",
    service_unavailable: () => "Sunucu kapanıyor; isteği yeniden gönderin",
    mfa_challenge_not_found: (a, f) => `[${f.text(a.id)}] MFA doğrulaması bulunamadı`,
  },
  sv: {
    payload_too_large: (a, f) => `Begärandetexten är större än ${f.count(a.maxBytes, { other: "# byte" })}`,
    unsupported_media_type: (a, f) => `Begärandetexten måste vara JSON: skicka den med Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `Begäranderaden och rubrikerna är större än ${f.count(a.maxBytes, { other: "# byte" })}`,
    request_timeout: () => "Det tog för lång tid för begäran att komma fram",
    service_unavailable: () => "Servern stängs av; skicka begäran igen",
    mfa_challenge_not_found: (a, f) => `MFA-utmaningen [${f.text(a.id)}] hittades inte`,
  },
  ar: {
    payload_too_large: (a, f) => `حجم نص الطلب أكبر من ${f.count(a.maxBytes, { other: "# بايت" })}`,
    unsupported_media_type: (a, f) => `يجب أن يكون نص الطلب بتنسيق JSON: أرسله مع Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `حجم سطر الطلب والترويسات أكبر من ${f.count(a.maxBytes, { other: "# بايت" })}`,
    request_timeout: () => "استغرق وصول الطلب وقتًا طويلًا",
    service_unavailable: () => "الخادم قيد الإيقاف؛ أرسل الطلب مرة أخرى",
    mfa_challenge_not_found: (a, f) => `لم يتم العثور على تحدي المصادقة متعددة العوامل [${f.text(a.id)}]`,
  },
  he: {
    payload_too_large: (a, f) => `גוף הבקשה גדול מ־${f.count(a.maxBytes, { one: "בית אחד", other: "# בתים" })}`,
    unsupported_media_type: (a, f) => `גוף הבקשה חייב להיות JSON: שלחו אותו עם Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `שורת הבקשה והכותרות גדולות מ־${f.count(a.maxBytes, { one: "בית אחד", other: "# בתים" })}`,
    request_timeout: () => "הגעת הבקשה ארכה זמן רב מדי",
    service_unavailable: () => "השרת נעצר; שלחו את הבקשה שוב",
    mfa_challenge_not_found: (a, f) => `אתגר ה־MFA [${f.text(a.id)}] לא נמצא`,
  },
  hi: {
    payload_too_large: (a, f) => `अनुरोध का बॉडी ${f.count(a.maxBytes, { other: "# बाइट" })} से बड़ा है`,
    unsupported_media_type: (a, f) => `अनुरोध का बॉडी JSON होना चाहिए: इसे Content-Type ${types(a, f)} के साथ भेजें`,
    request_header_fields_too_large: (a, f) => `अनुरोध लाइन और हेडर ${f.count(a.maxBytes, { other: "# बाइट" })} से बड़े हैं`,
    request_timeout: () => "अनुरोध आने में बहुत समय लगा",
    service_unavailable: () => "सर्वर बंद हो रहा है; अनुरोध फिर से भेजें",
    mfa_challenge_not_found: (a, f) => `MFA चुनौती [${f.text(a.id)}] नहीं मिली`,
  },
  ja: {
    payload_too_large: (a, f) => `リクエスト本文が ${f.count(a.maxBytes, { other: "# バイト" })}を超えています`,
    unsupported_media_type: (a, f) =>
      `リクエスト本文は JSON である必要があります。Content-Type ${types(a, f)} を指定して送信してください`,
    request_header_fields_too_large: (a, f) =>
      `リクエスト行とヘッダーが ${f.count(a.maxBytes, { other: "# バイト" })}を超えています`,
    request_timeout: () => "リクエストの到着に時間がかかりすぎました",
    service_unavailable: () => "サーバーは停止中です。リクエストを再送信してください",
    mfa_challenge_not_found: (a, f) => `MFA チャレンジ [${f.text(a.id)}] が見つかりません`,
  },
  ko: {
    payload_too_large: (a, f) => `요청 본문이 ${f.count(a.maxBytes, { other: "#바이트" })}를 초과합니다`,
    unsupported_media_type: (a, f) => `요청 본문은 JSON이어야 합니다. Content-Type ${types(a, f)}(으)로 보내세요`,
    request_header_fields_too_large: (a, f) =>
      `요청 줄과 헤더가 ${f.count(a.maxBytes, { other: "#바이트" })}를 초과합니다`,
    request_timeout: () => "요청이 도착하는 데 시간이 너무 오래 걸렸습니다",
    service_unavailable: () => "서버가 중지되는 중입니다. 요청을 다시 보내세요",
    mfa_challenge_not_found: (a, f) => `MFA 챌린지 [${f.text(a.id)}]을(를) 찾을 수 없습니다`,
  },
  "zh-Hans": {
    payload_too_large: (a, f) => `请求正文超过 ${f.count(a.maxBytes, { other: "# 字节" })}`,
    unsupported_media_type: (a, f) => `请求正文必须是 JSON：请使用 Content-Type ${types(a, f)} 发送`,
    request_header_fields_too_large: (a, f) => `请求行和请求头超过 ${f.count(a.maxBytes, { other: "# 字节" })}`,
    request_timeout: () => "请求到达用时过长",
    service_unavailable: () => "服务器正在停止；请重新发送请求",
    mfa_challenge_not_found: (a, f) => `找不到 MFA 验证 [${f.text(a.id)}]`,
  },
  "zh-Hant": {
    payload_too_large: (a, f) => `請求本文超過 ${f.count(a.maxBytes, { other: "# 位元組" })}`,
    unsupported_media_type: (a, f) => `請求本文必須是 JSON：請使用 Content-Type ${types(a, f)} 傳送`,
    request_header_fields_too_large: (a, f) => `請求行和標頭超過 ${f.count(a.maxBytes, { other: "# 位元組" })}`,
    request_timeout: () => "請求抵達所需時間過長",
    service_unavailable: () => "伺服器正在停止；請重新傳送請求",
    mfa_challenge_not_found: (a, f) => `找不到 MFA 驗證 [${f.text(a.id)}]`,
  },
  id: {
    payload_too_large: (a, f) => `Isi permintaan lebih besar dari ${f.count(a.maxBytes, { other: "# byte" })}`,
    unsupported_media_type: (a, f) => `Isi permintaan harus berupa JSON: kirim dengan Content-Type ${types(a, f)}`,
    request_header_fields_too_large: (a, f) =>
      `Baris permintaan dan header lebih besar dari ${f.count(a.maxBytes, { other: "# byte" })}`,
    request_timeout: () => "Permintaan terlalu lama untuk sampai",
    service_unavailable: () => "Server sedang berhenti; kirim ulang permintaan",
    mfa_challenge_not_found: (a, f) => `Tantangan MFA [${f.text(a.id)}] tidak ditemukan`,
  },
  "en-XA": pseudoLocalize(en),
};

/** The English sentence of one of the server's codes: what its builders write. */
export function englishMessage<C extends ServerCode>(code: C, args: ServerMessageArguments[C]): string {
  return SERVER_MESSAGES.en[code](args, formatterFor("en"));
}

/** Whether `tag` is one the server writes its own messages in. */
export function isServerTag(tag: string): tag is ServerLocaleTag {
  return (SERVER_LOCALE_TAGS as readonly string[]).includes(tag);
}
