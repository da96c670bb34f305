/**
 * The certificate question once asked "do you have the marriage certificate, with the marriage
 * registered in both countries?": a yes given then also said the marriage is on the sponsor's Korean
 * register. The register is now a question of its own, and answers given since carry
 * `certificateAskedAlone`; an earlier yes is read as both, so saved answers keep their meaning. An
 * earlier yes that the register contradicts (answered no apart) stays as it was: the plan then keeps
 * the certificate too (the safe side, `deriveCouple`).
 */
type MarriageAnswers = {
  hasMarriageCertificate?: unknown;
  marriageRegisteredInKorea?: unknown;
  certificateAskedAlone?: unknown;
  marriagePlace?: unknown;
};

export function splitMarriageAnswers<T extends MarriageAnswers>(answers: T): T {
  if (answers.certificateAskedAlone === true || answers.hasMarriageCertificate !== true) return answers;
  if (answers.marriageRegisteredInKorea === false) return answers;
  if (answers.marriagePlace === 'korea' || answers.marriageRegisteredInKorea === true)
    return { ...answers, certificateAskedAlone: true };
  return { ...answers, marriageRegisteredInKorea: true, certificateAskedAlone: true };
}
