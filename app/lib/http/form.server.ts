/**
 * A page form's fields, or an empty set when the body cannot be read as a form (no body, no
 * Content-Type): the action's own validation then names the missing field with a 400, where
 * React Router's formData() would throw and answer 500.
 */
export async function readFormFields(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
