import { plainWords, problemFrom } from '../../console/src/api/problem.js';

describe("the console's plain words for the API's validation messages", () => {
  it.each([
    ['title: Too small: expected string to have >=1 characters', 'title: must not be empty'],
    ['title: Too big: expected string to have <=200 characters', 'title: must be at most 200 characters'],
    ['num_points: Too small: expected number to be >=0', 'num_points: must be 0 or more'],
    ['num_points: Invalid input: expected int, received number', 'num_points: must be a whole number'],
    ['password: Invalid input: expected string, received undefined', 'password: is required'],
    ['client does not exist', 'This program no longer exists; choose another one in the picker'],
    ['reward does not exist', 'reward does not exist'],
  ])('says %j as %j', (said, plain) => {
    expect(plainWords(said)).toBe(plain);
  });

  it('keeps the field the message names, so the form shows it beside that field', () => {
    const problem = problemFrom(400, { error: 'input_error', message: 'num_points: Invalid input: expected int, received number' });
    expect({ field: problem.field, fieldMessage: problem.fieldMessage }).toEqual({ field: 'num_points', fieldMessage: 'must be a whole number' });
  });
});
