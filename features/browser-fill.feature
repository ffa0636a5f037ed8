Feature: Forms take whatever the browser puts in them
  Agents rarely type their sign-in: a password manager fills it as the page arrives, the browser
  restores a form on reload, a script fills it before the app has taken the page over. Whatever
  way the text arrives, and whenever, the form holds it, its buttons agree, and Enter goes on.
  Each case runs in fresh pages. Where the scenario holds the page at its moment (the app's code
  held back, or the app already in charge) a fault shows every time, so a few pages find it. A fill
  as the page arrives races the app taking the page over and shows a fault only some of the time
  (2 or 3 times in 20 before it was fixed), so it runs in 20.

  Scenario Outline: Signing in with the fields filled by <way> <moment>
    Then signing in filled by <way> <moment> works <tries> times out of <tries>

    Examples:
      | way                | moment                       | tries |
      | keystrokes         | before the app starts        | 3     |
      | paste              | before the app starts        | 3     |
      | fill()             | before the app starts        | 3     |
      | a password manager | before the app starts        | 3     |
      | a silent value     | before the app starts        | 3     |
      | fill()             | as the page arrives          | 20    |
      | a password manager | as the page arrives          | 20    |
      | a password manager | after the app has taken over | 3     |
      | a silent value     | after the app has taken over | 3     |

  Scenario Outline: Enter right after filling by <way> <moment> signs in
    Then signing in filled by <way> <moment> with Enter pressed at once works <tries> times out of <tries>

    Examples:
      | way                | moment                          | tries |
      | fill()             | as the page arrives             | 20    |
      | a password manager | before the app starts           | 3     |
      | keystrokes         | before the app starts           | 3     |
      | a password manager | before its first script arrives | 3     |
      | keystrokes         | before its first script arrives | 3     |

  Scenario Outline: Registering with the fields filled by <way> <moment>
    Then registering filled by <way> <moment> reaches SUBMIT <tries> times out of <tries>

    Examples:
      | way                | moment                       | tries |
      | keystrokes         | before the app starts        | 3     |
      | paste              | before the app starts        | 3     |
      | fill()             | before the app starts        | 3     |
      | a password manager | before the app starts        | 3     |
      | a silent value     | before the app starts        | 3     |
      | a silent value     | after the app has taken over | 3     |

  Scenario: The browser gives a half-filled registration back after Back
    Then registering, leaving and coming back with Back keeps the agency's details 5 times out of 5

  Scenario Outline: Fast typing into <field> while the page loads keeps every character
    Given I am signed in as "dana@demo-title.test"
    Then typing "<text>" fast into "<field>" on "<page>" while it is still loading keeps every character

    Examples:
      | field             | page        | text              |
      | the header search | /dashboard  | Oakwood Lane 1200 |
      | the header search | /orders     | Lakeshore         |
      | File Number       | /orders/new | FAST-2026-0042    |
      | Sales Price       | /orders/new | 450000.25         |
      | Closing Date      | /orders/new | 12-15-2026        |
