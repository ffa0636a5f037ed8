Feature: Forms take whatever the browser puts in them
  Agents rarely type their sign-in: a password manager fills it as the page arrives, the browser
  restores a form on reload, a script fills it before the app has taken the page over. Whatever
  way the text arrives, and whenever, the form holds it, its buttons agree, and Enter goes on.
  Each case runs in 20 fresh pages, because a race shows only some of the time.

  Scenario Outline: Signing in with the fields filled by <way> <moment>
    Then signing in filled by <way> <moment> works 20 times out of 20

    Examples:
      | way                | moment                       |
      | keystrokes         | before the app starts        |
      | paste              | before the app starts        |
      | fill()             | before the app starts        |
      | a password manager | before the app starts        |
      | a silent value     | before the app starts        |
      | fill()             | as the page arrives          |
      | a password manager | as the page arrives          |
      | a password manager | after the app has taken over |
      | a silent value     | after the app has taken over |

  Scenario Outline: Enter right after filling by <way> <moment> signs in
    Then signing in filled by <way> <moment> with Enter pressed at once works 20 times out of 20

    Examples:
      | way                | moment                          |
      | fill()             | as the page arrives             |
      | a password manager | before the app starts           |
      | keystrokes         | before the app starts           |
      | a password manager | before its first script arrives |
      | keystrokes         | before its first script arrives |

  Scenario Outline: Registering with the fields filled by <way> <moment>
    Then registering filled by <way> <moment> reaches SUBMIT 20 times out of 20

    Examples:
      | way                | moment                       |
      | keystrokes         | before the app starts        |
      | paste              | before the app starts        |
      | fill()             | before the app starts        |
      | a password manager | before the app starts        |
      | a silent value     | before the app starts        |
      | a silent value     | after the app has taken over |

  Scenario: The browser gives a half-filled registration back after Back
    Then registering, leaving and coming back with Back keeps the agency's details 20 times out of 20

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
