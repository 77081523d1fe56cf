program p2;
var a: array [1..10] of real;
    c: array [0..25] of char;
    b: array [1..5] of boolean;
    i, j, n: integer;
    x, y: real;
    ch: char;
    flag: boolean;
procedure outer(n: integer);
  var k: integer;
  procedure inner(m: integer);
    begin k := k + m; if m > 0 then inner(m - 1) end;
  begin k := 0; inner(n); writeln('outer ', n, ' ', k) end;
function power(x: real; n: integer): real;
  begin if n = 0 then power := 1.0 else power := x * power(x, n - 1) end;
procedure fill(var v: real; w: real);
  begin v := w * 1.5 end;
begin
  for i := 1 to 10 do a[i] := i / 3;
  for i := 1 to 10 do write(a[i]);
  writeln;
  for i := 0 to 25 do if i mod 2 = 0 then c[i] := 'x' else c[i] := 'y';
  for i := 25 downto 20 do write(c[i]);
  writeln;
  for i := 1 to 5 do b[i] := (i mod 2) = 1;
  for i := 1 to 5 do if b[i] then write('T') else write('F');
  writeln;
  for i := 1 to 6 do outer(i);
  x := power(1.1, 10); writeln(x);
  fill(y, 4.0); writeln(y);
  ch := 'q'; writeln(ch);
  flag := (3 < 4) and (2 <= 2); if flag then writeln(1) else writeln(0);
  n := 0; for i := 1 to 20 do for j := i to 20 do if (i * j) mod 7 = 0 then n := n + 1;
  writeln('n = ', n:4, n div 3:4, n mod 3:4, -n:5);
  x := 2.5e2; y := x / 7; writeln(y, ' ', x * y);
  repeat n := n - 7 until n < 0;
  writeln(n, ' ', n * n)
end.
