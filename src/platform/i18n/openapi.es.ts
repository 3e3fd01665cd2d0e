// es translations of the OpenAPI document, keyed by the English text.
const translations: Record<string, string> = {};

export default translations;
