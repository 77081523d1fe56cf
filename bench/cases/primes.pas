program primes;
 {A Pascal program of our own for the csls benchmark: a sieve of
 Eratosthenes, Euclid's algorithm by recursion, and nested loops.}
var i, j, n, count, total: integer;
    sieve: array [2..400] of boolean;

function gcd(a, b: integer): integer;
  begin
    if b = 0 then gcd := a else gcd := gcd(b, a mod b)
  end;

procedure sift(limit: integer);
  var k, m: integer;
  begin
    for k := 2 to limit do sieve[k] := true;
    for k := 2 to limit do
      if sieve[k] then
        begin
          m := k + k;
          while m <= limit do
            begin
              sieve[m] := false;
              m := m + k
            end
        end
  end;

begin
  n := 400;
  sift(n);
  count := 0;
  for i := 2 to n do if sieve[i] then count := count + 1;
  writeln('primes below ', n:1, ': ', count:1);
  total := 0;
  for i := 1 to 30 do
    for j := 1 to 30 do
      total := total + gcd(i * 7, j * 5);
  writeln('gcd total: ', total:1);
  i := 0;
  j := 1;
  repeat
    i := i + 1;
    j := (j * 3) mod 1009
  until j = 1;
  writeln('order of 3 mod 1009: ', i:1)
end.
