/**
 * Remembers, per form, that it has been started on this device: index.html's head script reads it
 * to decide whether the static first screen may show the form's first question (a started form
 * reopens where it was left). A hint only, and never wrong in the safe direction: a set hint shows
 * just the heading.
 */
export function markFormStarted(formId: string): void {
  try {
    if (localStorage.getItem(`f6-form-started:${formId}`) !== '1')
      localStorage.setItem(`f6-form-started:${formId}`, '1');
  } catch {
    // Storage refused (private mode): the static screen then shows the first question, as for a new form.
  }
}
