// The page's address: its parameters (?game=shuuro&lang=fr).

import { t } from "../i18n.js";
import { notify } from "./notices.js";

const params = new URLSearchParams(location.search);

/** A parameter of the address: null when absent or empty, and when given
 *  more than once (then with a notice: which one was meant?). */
export function soleParam(name) {
  const values = params.getAll(name);
  if (values.length > 1) notify(() => t("notice.repeatedParam", { name }), "warn");
  return values.length === 1 && values[0] !== "" ? values[0] : null;
}
